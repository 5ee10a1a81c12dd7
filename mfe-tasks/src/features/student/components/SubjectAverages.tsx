import { useTranslation } from 'react-i18next';
import type { StudentJournalSubject } from '@tutor/contracts';

/** The journal's averages of the student per subject (excused marks left out). */
export function SubjectAverages({ subjects }: { subjects: StudentJournalSubject[] }) {
  const { t, i18n } = useTranslation('tasks', { keyPrefix: 'student' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const value = (n: number | null) => (n === null ? '—' : number.format(n));
  return (
    <section className="tasks-panel" aria-labelledby="student-averages">
      <h2 id="student-averages">{t('averages')}</h2>
      {subjects.length === 0 ? <p>{t('no_marks')}</p> : null}
      {subjects.length > 0 ? (
        <table className="ui-table ui-table-cards">
          <thead>
            <tr>
              <th scope="col">{t('subject')}</th>
              <th scope="col">{t('marks')}</th>
              <th scope="col">{t('mean')}</th>
              <th scope="col">{t('weighted_mean')}</th>
              <th scope="col">{t('percent')}</th>
            </tr>
          </thead>
          <tbody>
            {subjects.map(({ subject, marks, averages }) => (
              <tr key={subject?.id ?? 'none'}>
                <th scope="row" data-label={t('subject')}>
                  {subject?.name ?? t('no_subject')}
                </th>
                <td data-label={t('marks')}>{marks.length}</td>
                <td data-label={t('mean')}>{value(averages.mean)}</td>
                <td data-label={t('weighted_mean')}>{value(averages.weighted_mean)}</td>
                <td data-label={t('percent')}>{value(averages.percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
