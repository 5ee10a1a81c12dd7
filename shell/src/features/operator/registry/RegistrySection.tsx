import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, QueryStatus, Stack } from '@tutor/ui';
import { Loading } from '../../../shared/components/Loading';
import { CandidatePanel } from './CandidatePanel';
import { LiveVersion } from './LiveVersion';
import { ProposalEditor } from './ProposalEditor';
import { useRegistry } from './registry-api';
import { addRegistryTranslations, REGISTRY_NS } from './registry.i18n';
import { RegistryHistory } from './RegistryHistory';
import { RegistryConflict } from './use-registry-action';
import './registry.css';

addRegistryTranslations();

function RegistryState({ onConflict }: { onConflict: () => void }) {
  const { t } = useTranslation(REGISTRY_NS);
  const query = useRegistry();
  if (query.data === undefined) {
    return query.isError ? (
      <Stack gap={3}>
        <Alert>{t('load_error')}</Alert>
        <QueryStatus query={query} />
      </Stack>
    ) : (
      <QueryStatus query={query} loading={<Loading />} />
    );
  }
  const { live, candidate } = query.data;
  return (
    <RegistryConflict.Provider value={onConflict}>
      <LiveVersion version={live} />
      {candidate === null ? null : <CandidatePanel candidate={candidate} liveId={live.id} />}
      <ProposalEditor live={live.remotes} />
      <RegistryHistory liveId={live.id} candidateId={candidate?.version.id} />
    </RegistryConflict.Provider>
  );
}

/** /operator/remotes: the registry's live version, a proposal, the candidate and history. */
export function RegistrySection() {
  const { t } = useTranslation(REGISTRY_NS);
  const [changed, setChanged] = useState(false);
  const onConflict = useCallback(() => setChanged(true), []);
  return (
    <section className="registry-section" aria-labelledby="registry-title">
      <Stack gap={4}>
        <div>
          <h2 id="registry-title">{t('title')}</h2>
          <p className="registry-muted">{t('intro')}</p>
        </div>
        {changed ? (
          <Alert tone="info">
            <Stack gap={2}>
              <span>{t('changed')}</span>
              <div>
                <Button variant="secondary" size="small" onClick={() => setChanged(false)}>
                  {t('dismiss')}
                </Button>
              </div>
            </Stack>
          </Alert>
        ) : null}
        <RegistryState onConflict={onConflict} />
      </Stack>
    </section>
  );
}
