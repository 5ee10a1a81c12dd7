import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiErrorAlert, EmptyState } from '@tutor/ui';
import { TeacherOnly } from '../tasks/shared/TeacherOnly';
import { useResource } from '../tasks/shared/use-resource';
import { createSubject } from './api/create-subject';
import { deleteSubject } from './api/delete-subject';
import { getSubjects } from './api/get-subjects';
import { renameSubject } from './api/rename-subject';
import { SubjectNameForm } from './SubjectNameForm';
import { SubjectRow } from './SubjectRow';
import '../../tasks.css';

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
  const subjects = useResource(getSubjects, undefined);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  const add = async (name: string) => {
    const subject = await createSubject({ name });
    subjects.update((list) => [...list, subject]);
  };
  const rename = (id: number) => async (name: string) => {
    const subject = await renameSubject(id, { name });
    subjects.update((list) => list.map((item) => (item.id === id ? subject : item)));
    setRenaming(null);
  };
  const remove = async (id: number) => {
    setBusy(id);
    setError(null);
    try {
      await deleteSubject(id);
      subjects.update((list) => list.filter((item) => item.id !== id));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="tasks-page">
      <h1>{t('subjects.title')}</h1>
      <p className="tasks-links">
        <Link to="/tasks">{t('subjects.back')}</Link>
      </p>
      <section className="tasks-panel">
        <SubjectNameForm label={t('subjects.new')} submitLabel={t('subjects.add')} onSave={add} />
      </section>
      <ApiErrorAlert error={error ?? subjects.error} />
      {subjects.loading ? <p role="status">{t('common.loading')}</p> : null}
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
            onDelete={() => void remove(subject.id)}
          />
        ))}
      </ul>
    </div>
  );
}
