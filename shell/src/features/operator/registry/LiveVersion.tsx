import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@tutor/ui';
import type { RegistryVersion } from './registry-api.types';
import { REGISTRY_NS } from './registry.i18n';
import { VersionEntries } from './VersionEntries';
import { whenOf, whoOf } from './version-meta';

/** The version everyone is served, with its entries. */
export function LiveVersion({ version }: { version: RegistryVersion }) {
  const { t, i18n } = useTranslation(REGISTRY_NS);
  const meta = { id: version.id, when: whenOf(version, i18n.language), who: whoOf(version, t) };
  return (
    <Card aria-labelledby="registry-live-title">
      <Stack gap={3}>
        <h3 id="registry-live-title">{t('live.title')}</h3>
        <p className="registry-muted">{t('live.meta', meta)}</p>
        {version.note === null ? null : <p>{version.note}</p>}
        <VersionEntries id={version.id} entries={version.remotes} />
      </Stack>
    </Card>
  );
}
