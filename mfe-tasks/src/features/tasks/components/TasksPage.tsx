import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router-dom';
import { ClipboardList, Plus, SearchX } from 'lucide-react';
import {
  ActionError,
  Button,
  ButtonLink,
  EmptyState,
  PageHeader,
  PageLoading,
  Paging,
  QueryStatus,
  usePageTitle,
  RoleGate,
} from '@tutor/ui';
import { ROLE_TEACHER } from '@tutor/contracts';
import { TaskTable } from './TaskTable';
import { TaskFilters } from './TaskFilters';
import { useTaskPageQuery } from '../hooks/use-task-library';
import { useRowActions } from '../hooks/use-row-actions';
import { useFirstStepsQuery } from '../../../shared/hooks/use-first-steps-query';
import {
  isFiltered,
  readLibraryState,
  toTaskPageQuery,
  withoutFilters,
  withParam,
  type LibraryParam,
} from '../lib/library-query';
import '../../../shared/styles/tasks.css';
import './task-library.css';
import { paths } from '../../../config/paths';

/** /tasks: the teacher's task library: search, filters, sort, pages and row actions. */
export function TasksPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]}>
      <Tasks />
    </RoleGate>
  );
}

function Tasks() {
  const { t } = useTranslation('tasks');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const state = readLibraryState(params);
  const tasks = useTaskPageQuery(toTaskPageQuery(state));
  // The start card (the <Outlet /> below) comes from this answer: the library waits for
  // it, so the card never pushes the filters and the list down as it arrives (CLS).
  const startCard = useFirstStepsQuery();
  const actions = useRowActions();
  const filtered = isFiltered(state);
  const change = (name: LibraryParam, value: string) =>
    setParams((previous) => withParam(previous, name, value));
  const reset = () => setParams((previous) => withoutFilters(previous));
  const page = tasks.data;

  return (
    <div className="tasks-page">
      <PageHeader
        title={t('list.title')}
        actions={
          <>
            <ButtonLink to={paths.newTask} icon={<Plus size={18} aria-hidden="true" />}>
              {t('list.new')}
            </ButtonLink>
            <ButtonLink variant="secondary" to={paths.subjects}>
              {t('list.subjects')}
            </ButtonLink>
          </>
        }
      />
      <Outlet />
      {startCard.isPending ? (
        <PageLoading />
      ) : (
        <>
          <TaskFilters state={state} onChange={change} />
          <QueryStatus query={tasks} />
          <ActionError error={actions.error} />
          {page !== undefined && page.total > 0 ? (
            <p className="library-found" role="status">
              {t('library.found', { count: page.total })}
              {filtered ? (
                <Button variant="link" onClick={reset}>
                  {t('library.reset')}
                </Button>
              ) : null}
            </p>
          ) : null}
          {page?.total === 0 && !filtered ? (
            <EmptyState
              title={t('list.empty_title')}
              icon={<ClipboardList size={32} />}
              action={<ButtonLink to={paths.newTask}>{t('list.create')}</ButtonLink>}
            >
              <p>{t('list.empty')}</p>
            </EmptyState>
          ) : null}
          {page?.total === 0 && filtered ? (
            <EmptyState
              title={t('library.nothing_title')}
              icon={<SearchX size={32} />}
              action={
                <Button variant="secondary" onClick={reset}>
                  {t('library.reset')}
                </Button>
              }
            >
              <p>{t('library.nothing')}</p>
            </EmptyState>
          ) : null}
          {page?.items.length ? (
            <div aria-busy={tasks.isPlaceholderData || undefined}>
              <TaskTable tasks={page.items} {...actions.handlers} />
            </div>
          ) : null}
          {page !== undefined ? (
            <Paging
              page={page.page}
              perPage={page.per_page}
              total={page.total}
              label={t('library.paging')}
              onPage={(next) => change('page', String(next))}
            />
          ) : null}
        </>
      )}
      {actions.confirmDialog}
    </div>
  );
}
