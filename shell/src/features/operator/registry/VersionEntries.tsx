import { useTranslation } from 'react-i18next';
import type { RegistryEntry, RemoteArea } from '@tutor/contracts';
import { REGISTRY_NS } from './registry.i18n';

function AreaLine({ area }: { area: RemoteArea }) {
  const { t, i18n } = useTranslation(REGISTRY_NS);
  const label = area.nav === undefined ? null : i18n.language === 'en' ? area.nav.en : area.nav.ru;
  const roles = area.roles?.map((role) => t(`roles.${role}`)).join(', ');
  return (
    <li>
      <code>{area.path}</code>
      {label === null ? null : ` · ${label}`}
      {roles === undefined ? null : ` · ${t('entries.for_roles', { roles })}`}
    </li>
  );
}

/** A version's entries: each remote, where it loads from and the paths it owns. */
export function VersionEntries({ id, entries }: { id: number; entries: RegistryEntry[] }) {
  const { t } = useTranslation(REGISTRY_NS);
  if (entries.length === 0) return <p>{t('entries.empty')}</p>;
  return (
    <table className="ui-table ui-table-cards registry-table">
      <caption className="registry-caption">{t('entries.caption', { id })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('entries.name')}</th>
          <th scope="col">{t('entries.entry')}</th>
          <th scope="col">{t('entries.areas')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            <th scope="row" data-label={t('entries.name')}>
              {entry.name}
            </th>
            <td data-label={t('entries.entry')} className="registry-wrap">
              {`${t(`type.${entry.type}`)} · ${entry.entry}`}
            </td>
            <td data-label={t('entries.areas')}>
              <ul className="registry-areas">
                {entry.areas.map((area) => (
                  <AreaLine key={area.path} area={area} />
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
