import { useTranslation } from 'react-i18next';
import { NotebookPen } from 'lucide-react';
import { EmptyState, PageHeader, QueryStatus, usePageTitle } from '@tutor/ui';
import { useMyJournalQuery } from '../hooks/use-journal-queries';
import { SubjectMarks } from './SubjectMarks';

/** The student's own journal: marks per subject, each with its progress chart. */
export function StudentJournal() {
  const { t } = useTranslation('journal', { keyPrefix: 'journal.mine' });
  usePageTitle(t('title'));
  const journal = useMyJournalQuery();
  return (
    <div className="journal-page">
      <PageHeader title={t('title')} />
      <QueryStatus query={journal} />
      {journal.data?.subjects.length === 0 ? (
        <EmptyState title={t('empty')} icon={<NotebookPen size={32} />}>
          <p>{t('hint')}</p>
        </EmptyState>
      ) : null}
      {journal.data?.subjects.map((subject) => (
        <SubjectMarks key={subject.subject?.id ?? 'none'} subject={subject} />
      ))}
    </div>
  );
}
