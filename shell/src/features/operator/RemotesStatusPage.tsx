import { useTranslation } from 'react-i18next';
import { useSession } from '@tutor/session';
import {
  QueryStatus,
  Card,
  EmptyState,
  PageHeader,
  RequireUser,
  Stack,
  usePageTitle,
} from '@tutor/ui';
import { NotFound } from '../../shared/components/NotFound';
import { Loading } from '../../shared/components/Loading';
import { useRemotesStatus, type RemoteStatusRow } from './operator-api';
import { addOperatorTranslations, OPERATOR_NS } from './operator.i18n';
import { RegistryBanners, type CanaryShare } from './RegistryBanners';
import { useRegistry } from './registry/registry-api';
import type { RegistryCandidate } from './registry/registry-api.types';
import { RegistrySection } from './registry/RegistrySection';
import { RemoteFailures } from './RemoteFailures';
import './operator.css';
import { formatTime, isLocale } from '@tutor/i18n';

addOperatorTranslations();

type State = 'ok' | 'unhealthy' | 'unreachable' | 'skipped';

/** Unreachable: nothing answered; unhealthy: it answered, but the shell cannot use it (CORS, shape). */
function stateOf(row: RemoteStatusRow): State {
  if (row.entry === null) return 'skipped';
  if (row.reachable) return 'ok';
  return row.probe.manifest === false || row.probe.entry === false ? 'unreachable' : 'unhealthy';
}

function StatusRow({ row }: { row: RemoteStatusRow }) {
  const { t } = useTranslation(OPERATOR_NS);
  const state = stateOf(row);
  const build = row.version === null ? t('no_build') : `${row.build ?? ''} ${row.version}`.trim();
  return (
    <tr>
      <th scope="row" data-label={t('columns.name')}>
        <span className="operator-name">{row.name}</span>
        {row.entry === null ? null : (
          <span className="operator-entry">
            {row.type === null ? null : `${t(`type.${row.type}`)} · `}
            {row.entry}
          </span>
        )}
      </th>
      <td data-label={t('columns.state')}>
        <span className={`operator-state operator-state-${state}`}>{t(`state.${state}`)}</span>
        {row.problem === null ? null : <span className="operator-problem">{row.problem}</span>}
      </td>
      <td data-label={t('columns.build')}>{build}</td>
      <td data-label={t('columns.failures')} className="operator-failures">
        <RemoteFailures row={row} />
      </td>
    </tr>
  );
}

function StatusTable() {
  const { t, i18n } = useTranslation(OPERATOR_NS);
  const query = useRemotesStatus();
  if (query.data === undefined) return <QueryStatus query={query} loading={<Loading />} />;
  const { remotes, checked_at } = query.data;
  if (remotes.length === 0) return <EmptyState title={t('empty')} />;
  const time = formatTime(checked_at, isLocale(i18n.language) ? i18n.language : undefined);
  return (
    <Card>
      <Stack gap={3}>
        <p className="operator-checked" aria-live="polite">
          {t('checked', { time })}
        </p>
        <table className="ui-table ui-table-cards operator-table">
          <caption className="operator-caption">{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.state')}</th>
              <th scope="col">{t('columns.build')}</th>
              <th scope="col">{t('columns.failures')}</th>
            </tr>
          </thead>
          <tbody>
            {remotes.map((row) => (
              <StatusRow key={row.name} row={row} />
            ))}
          </tbody>
        </table>
      </Stack>
    </Card>
  );
}

function canaryOf(candidate: RegistryCandidate | null): CanaryShare | undefined {
  if (candidate === null) return undefined;
  const { version, percent, accounts } = candidate;
  return percent === null
    ? { version: version.id, accounts: accounts.length }
    : { version: version.id, percent };
}

/** The registry's rollout and a refused REMOTES_CONFIG, above everything else. */
function RegistryStateBanners() {
  const { data } = useRegistry();
  if (data === undefined) return null;
  return <RegistryBanners canary={canaryOf(data.candidate)} refusedProblem={data.problem} />;
}

/**
 * /operator/remotes: each registry entry's state, refreshed while open, then the registry
 * itself: its live version, a proposal, the candidate and the history.
 */
export function RemotesStatusPage() {
  const { t } = useTranslation(OPERATOR_NS);
  const user = useSession((state) => state.user);
  usePageTitle(t('title'));
  return (
    <RequireUser>
      {user?.is_operator === true ? (
        <section className="operator-page">
          <PageHeader title={t('title')} description={t('intro')} />
          <RegistryStateBanners />
          <StatusTable />
          <RegistrySection />
        </section>
      ) : (
        <NotFound />
      )}
    </RequireUser>
  );
}
