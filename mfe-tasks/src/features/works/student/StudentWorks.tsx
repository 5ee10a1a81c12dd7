import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert, EmptyState } from '@tutor/ui';
import { getMyWorks } from '../api/get-my-works';
import { useLoaded } from '../use-loaded';
import { StudentWorkRow } from './StudentWorkRow';

/** The signed-in student's works, newest first as the API orders them. */
export function StudentWorks() {
  const { t } = useTranslation('works');
  const [state] = useLoaded(getMyWorks, 'mine');
  const [now] = useState(() => Date.now());

  if (state.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.status === 'failed') return <ApiErrorAlert error={state.error} />;
  if (state.data.length === 0) {
    return (
      <EmptyState title={t('list.empty_title')}>
        <p>{t('list.empty')}</p>
      </EmptyState>
    );
  }
  return (
    <table className="works-table">
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
