import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState, QueryStatus } from '@tutor/ui';
import { useMyTodoQuery, useMyWorksQuery } from '../hooks/use-works-queries';
import { NoWorksYet } from './NoWorksYet';
import { TodoWorkRow } from './TodoWorkRow';

/**
 * «Что сделать»: the works the student still has to hand in, the earliest deadline first
 * (the overdue ones, marked, before the rest), those without a deadline last.
 */
export function StudentTodo() {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const state = useMyTodoQuery();
  const [now] = useState(() => Date.now());
  // nothing to do: done with everything, or sent nothing yet? only then is the full list asked
  const all = useMyWorksQuery(state.isSuccess && state.data.length === 0);

  if (state.isPending || state.isError) return <QueryStatus query={state} />;
  if (state.data.length === 0) {
    if (all.isPending || all.isError) return <QueryStatus query={all} />;
    if (all.isSuccess && all.data.length === 0) {
      return (
        <NoWorksYet
          onRefresh={() => {
            void state.refetch();
            void all.refetch();
          }}
        />
      );
    }
    return (
      <EmptyState
        title={t('todo.empty_title')}
        action={
          <ButtonLink variant="secondary" to="?view=all">
            {t('todo.to_all')}
          </ButtonLink>
        }
      >
        <p>{t('todo.empty')}</p>
      </EmptyState>
    );
  }
  return (
    <table className="ui-table ui-table-cards works-table">
      <caption>{t('todo.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('list.columns.title')}</th>
          <th scope="col">{t('list.columns.subject')}</th>
          <th scope="col">{t('list.columns.status')}</th>
          <th scope="col">{t('list.columns.deadline')}</th>
        </tr>
      </thead>
      <tbody>
        {state.data.map((work) => (
          <TodoWorkRow key={work.id} work={work} now={now} />
        ))}
      </tbody>
    </table>
  );
}
