import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiErrorAlert, EmptyState } from '@tutor/ui';
import { TeacherOnly } from '../../../shared/components/TeacherOnly';
import { useSubjectChanges } from '../hooks/use-subject-changes';
import { useSubjectsQuery } from '../hooks/use-subjects-query';
import { SubjectNameForm } from './SubjectNameForm';
import { SubjectRow } from './SubjectRow';
import '../../../tasks.css';
import { paths } from '../../../config/paths';

/** /tasks/subjects: the teacher's subjects (the spec's categories). */
export function SubjectsPage() {
  return (
    <TeacherOnly>
      <Subjects />
    </TeacherOnly>
  );
}

function Subjects() {
  const { t } = useTranslation('tasks');
  const subjects = useSubjectsQuery();
  const changes = useSubjectChanges();
  const [renaming, setRenaming] = useState<number | null>(null);

  // The name forms show their own failures (they await the change); a delete's shows here.
  const add = async (name: string) => {
    await changes.add.mutateAsync(name);
  };
  const rename = (id: number) => async (name: string) => {
    await changes.rename.mutateAsync({ id, name });
    setRenaming(null);
  };
  const busy = changes.remove.isPending ? changes.remove.variables : null;

  return (
    <div className="tasks-page">
      <h1>{t('subjects.title')}</h1>
      <p className="tasks-links">
        <Link to={paths.tasks}>{t('subjects.back')}</Link>
      </p>
      <section className="tasks-panel">
        <SubjectNameForm label={t('subjects.new')} submitLabel={t('subjects.add')} onSave={add} />
      </section>
      <ApiErrorAlert error={changes.remove.error ?? subjects.error} />
      {subjects.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {subjects.data?.length === 0 ? <EmptyState title={t('subjects.empty')} /> : null}
      <ul className="tasks-rows">
        {(subjects.data ?? []).map((subject) => (
          <SubjectRow
            key={subject.id}
            subject={subject}
            renaming={renaming === subject.id}
            busy={busy === subject.id}
            onStartRename={() => setRenaming(subject.id)}
            onRename={rename(subject.id)}
            onCancelRename={() => setRenaming(null)}
            onDelete={() => changes.remove.mutate(subject.id)}
          />
        ))}
      </ul>
    </div>
  );
}
