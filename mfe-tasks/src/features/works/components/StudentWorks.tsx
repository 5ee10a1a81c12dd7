import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '@tutor/ui';
import { useMyWorksQuery } from '../hooks/use-works-queries';
import { NoWorksYet } from './NoWorksYet';
import { StudentWorkRow } from './StudentWorkRow';

/** The signed-in student's works, newest first as the API orders them. */
export function StudentWorks() {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const state = useMyWorksQuery();
  const [now] = useState(() => Date.now());

  if (state.isPending || state.isError) return <QueryStatus query={state} />;
  if (state.data.length === 0) return <NoWorksYet onRefresh={() => void state.refetch()} />;
  return (
    <table className="ui-table ui-table-cards works-table">
      <caption>{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('list.columns.title')}</th>
          <th scope="col">{t('list.columns.subject')}</th>
          <th scope="col">{t('list.columns.status')}</th>
          <th scope="col">{t('list.columns.deadline')}</th>
          <th scope="col">{t('list.columns.result')}</th>
        </tr>
      </thead>
      <tbody>
        {state.data.map((work) => (
          <StudentWorkRow key={work.id} work={work} now={now} />
        ))}
      </tbody>
    </table>
  );
}
