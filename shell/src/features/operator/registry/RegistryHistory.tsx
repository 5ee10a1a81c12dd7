import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Paging, QueryStatus, Stack } from '@tutor/ui';
import { Loading } from '../../../shared/components/Loading';
import { CheckResults } from './CheckResults';
import { REGISTRY_HISTORY_PER_PAGE, useRegistryHistory } from './registry-api';
import type { RegistryVersion } from './registry-api.types';
import { REGISTRY_NS } from './registry.i18n';
import { RestoreAction } from './RestoreAction';
import { whenOf, whoOf } from './version-meta';

function ChecksCell({ version }: { version: RegistryVersion }) {
  const { t } = useTranslation(REGISTRY_NS);
  const checks = version.checks ?? [];
  const failed = checks.filter((result) => !result.ok).map((result) => result.name);
  if (checks.length === 0) return <>{t('history.checks_none')}</>;
  if (failed.length === 0) return <>{t('history.checks_ok')}</>;
  return (
    <details>
      <summary>{t('history.checks_failed', { names: failed.join(', ') })}</summary>
      <CheckResults results={checks} />
    </details>
  );
}

interface RowProps {
  version: RegistryVersion;
  liveId: number;
  candidateId: number | undefined;
}

function HistoryRow({ version, liveId, candidateId }: RowProps) {
  const { t, i18n } = useTranslation(REGISTRY_NS);
  const eventKey = `history.event.${version.event}`;
  const event = i18n.exists(eventKey, { ns: REGISTRY_NS }) ? t(eventKey) : version.event;
  const badge = version.id === liveId ? 'live' : version.id === candidateId ? 'candidate' : null;
  return (
    <tr>
      <th scope="row" data-label={t('history.columns.version')}>
        {version.id}
        {badge === null ? null : (
          <span className="registry-badge registry-badge-ok">{t(`history.${badge}`)}</span>
        )}
      </th>
      <td data-label={t('history.columns.when')}>{whenOf(version, i18n.language)}</td>
      <td data-label={t('history.columns.who')} className="registry-wrap">
        {whoOf(version, t)}
      </td>
      <td data-label={t('history.columns.event')}>{event}</td>
      <td data-label={t('history.columns.note')} className="registry-wrap">
        {version.note ?? ''}
      </td>
      <td data-label={t('history.columns.checks')}>
        <ChecksCell version={version} />
      </td>
      <td data-label={t('history.columns.actions')}>
        {badge === null ? <RestoreAction id={version.id} /> : null}
      </td>
    </tr>
  );
}

/** Every version with who made it, when, what happened and its check; earlier ones restorable. */
export function RegistryHistory({ liveId, candidateId }: Omit<RowProps, 'version'>) {
  const { t } = useTranslation(REGISTRY_NS);
  const [page, setPage] = useState(1);
  const query = useRegistryHistory(page);
  let body;
  if (query.data === undefined) body = <QueryStatus query={query} loading={<Loading />} />;
  else if (query.data.items.length === 0) body = <p>{t('history.empty')}</p>;
  else {
    body = (
      <>
        <table className="ui-table ui-table-cards registry-table">
          <caption className="registry-caption">{t('history.caption')}</caption>
          <thead>
            <tr>
              {(['version', 'when', 'who', 'event', 'note', 'checks'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`history.columns.${column}`)}
                </th>
              ))}
              <th scope="col">
                <span className="registry-caption">{t('history.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((version) => (
              <HistoryRow key={version.id} {...{ version, liveId, candidateId }} />
            ))}
          </tbody>
        </table>
        <Paging
          page={page}
          perPage={REGISTRY_HISTORY_PER_PAGE}
          total={query.data.total}
          onPage={setPage}
          label={t('history.pages')}
        />
      </>
    );
  }
  return (
    <Card aria-labelledby="registry-history-title">
      <Stack gap={3}>
        <h3 id="registry-history-title">{t('history.title')}</h3>
        {body}
      </Stack>
    </Card>
  );
}
