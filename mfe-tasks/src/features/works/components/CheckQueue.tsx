import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, EmptyState, QueryStatus } from '@tutor/ui';
import { paths } from '../../../config/paths';
import { useCheckQueueQuery } from '../hooks/use-works-queries';
import { CheckQueueFilters } from './CheckQueueFilters';
import { CheckQueuePaging } from './CheckQueuePaging';
import { CheckQueueTable } from './CheckQueueTable';
import { readQueueQuery, type QueueParam } from '../lib/queue-query';

/** The teacher's works awaiting check, across tasks and students, filtered and paged. */
export function CheckQueue() {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const [params, setParams] = useSearchParams();
  const query = readQueueQuery(params);
  const state = useCheckQueueQuery(query, params.toString());

  const setFilter = (name: QueueParam, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === '') next.delete(name);
      else next.set(name, value);
      next.delete('page');
      return next;
    });
  const setPage = (page: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('page', String(page));
      return next;
    });

  return (
    <>
      <CheckQueueFilters query={query} onChange={setFilter} />
      <QueryStatus query={state} />
      {state.isSuccess && state.data.items.length === 0 ? (
        <EmptyState
          title={t('queue.empty_title')}
          action={<ButtonLink to={paths.tasks}>{t('queue.to_tasks')}</ButtonLink>}
        >
          <p>{t('queue.empty')}</p>
        </EmptyState>
      ) : null}
      {state.isSuccess && state.data.items.length > 0 ? (
        <>
          <CheckQueueTable items={state.data.items} />
          <CheckQueuePaging page={state.data} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
