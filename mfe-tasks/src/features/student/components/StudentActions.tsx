import { useTranslation } from 'react-i18next';
import { formatDate } from '@tutor/i18n';
import { Mail, NotebookPen, Send } from 'lucide-react';
import type { StudentOverview } from '@tutor/contracts';
import { ButtonLink, buttonClass } from '@tutor/ui';
import { newTaskFor } from '../../../config/paths';

/** Who the student is, and what the teacher can do: send a task, write, open the journal. */
export function StudentActions({ student }: { student: StudentOverview['student'] }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'student' });
  const name = student.first_name;
  return (
    <section className="tasks-panel student-card" aria-labelledby="student-actions">
      <p>
        {student.email} · {t('since', { date: formatDate(student.joined_at) })}
      </p>
      <h2 id="student-actions" className="ui-visually-hidden">
        {t('actions')}
      </h2>
      <div className="ui-cluster">
        <ButtonLink to={newTaskFor(student.id)} icon={<Send size={16} aria-hidden="true" />}>
          {t('send_task')}
        </ButtonLink>
        <a className={buttonClass('secondary', 'normal')} href={`mailto:${student.email}`}>
          <Mail size={16} aria-hidden="true" />
          {t('mail', { name })}
        </a>
        <ButtonLink
          to="/journal"
          variant="secondary"
          icon={<NotebookPen size={16} aria-hidden="true" />}
        >
          {t('journal')}
        </ButtonLink>
      </div>
      <p className="student-hint">{t('send_task_hint', { name })}</p>
    </section>
  );
}
