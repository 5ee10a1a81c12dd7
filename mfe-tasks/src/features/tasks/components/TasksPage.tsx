import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import {
  ActionError,
  ButtonLink,
  PageHeader,
  PageLoading,
  QueryStatus,
  usePageTitle,
  RoleGate,
} from '@tutor/ui';
import { ROLE_TEACHER } from '@tutor/contracts';
import { LibraryResults } from './LibraryResults';
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
  const change = (name: LibraryParam, value: string) =>
    setParams((previous) => withParam(previous, name, value));

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
          <LibraryResults
            page={tasks.data}
            filtered={isFiltered(state)}
            stale={tasks.isPlaceholderData}
            handlers={actions.handlers}
            onReset={() => setParams((previous) => withoutFilters(previous))}
            onPage={(next) => change('page', String(next))}
          />
        </>
      )}
      {actions.confirmDialog}
    </div>
  );
}
