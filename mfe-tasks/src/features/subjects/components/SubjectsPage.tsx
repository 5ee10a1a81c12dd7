import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen } from 'lucide-react';
import {
  ActionError,
  ButtonLink,
  EmptyState,
  PageHeader,
  QueryStatus,
  toast,
  useConfirm,
  usePageTitle,
  RoleGate,
} from '@tutor/ui';
import type { Subject } from '@tutor/contracts';
import { useSubjectChanges } from '../hooks/use-subject-changes';
import { useSubjectsQuery } from '../../../shared/hooks/use-subjects-query';
import { SubjectNameForm } from './SubjectNameForm';
import { SubjectRow } from './SubjectRow';
import { StarterSubjects } from './StarterSubjects';
import '../../../shared/styles/tasks.css';
import { paths } from '../../../config/paths';
import { ROLE_TEACHER } from '@tutor/contracts';

/** /tasks/subjects: the teacher's subjects (the spec's categories). */
export function SubjectsPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]}>
      <Subjects />
    </RoleGate>
  );
}

function Subjects() {
  const { t } = useTranslation('tasks');
  usePageTitle(t('subjects.title'));
  const subjects = useSubjectsQuery();
  const changes = useSubjectChanges();
  const [confirm, confirmDialog] = useConfirm();
  const [renaming, setRenaming] = useState<number | null>(null);

  // The name forms show their own failures (they await the change); a delete's shows here.
  const add = async (name: string) => {
    await changes.add.mutateAsync(name);
    toast.success(t('subjects.added'));
  };
  const rename = (id: number) => async (name: string) => {
    await changes.rename.mutateAsync({ id, name });
    setRenaming(null);
    toast.success(t('subjects.renamed'));
  };
  const remove = async (subject: Subject) => {
    const yes = await confirm({
      title: t('subjects.confirm_delete_title'),
      message: t('subjects.confirm_delete', { name: subject.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!yes) return;
    changes.remove.mutate(subject.id, {
      onSuccess: () => toast.success(t('subjects.deleted', { name: subject.name })),
    });
  };
  const busy = changes.remove.isPending ? changes.remove.variables : null;
  const addForm = (
    <SubjectNameForm label={t('subjects.new')} submitLabel={t('subjects.add')} onSave={add} />
  );

  return (
    <div className="tasks-page">
      <PageHeader
        title={t('subjects.title')}
        description={t('subjects.description')}
        actions={
          <ButtonLink variant="secondary" to={paths.tasks}>
            {t('subjects.back')}
          </ButtonLink>
        }
      />
      <ActionError error={changes.remove.error} />
      <QueryStatus query={subjects} />
      {subjects.data?.length === 0 ? <StarterSubjects addStarter={changes.addStarter} /> : null}
      {subjects.data?.length === 0 ? (
        <EmptyState title={t('subjects.empty')} icon={<BookOpen size={32} />} action={addForm}>
          <p>{t('subjects.empty_text')}</p>
        </EmptyState>
      ) : null}
      {subjects.data?.length ? <section className="tasks-panel">{addForm}</section> : null}
      {subjects.data?.length ? (
        <ul className="tasks-rows">
          {subjects.data.map((subject) => (
            <SubjectRow
              key={subject.id}
              subject={subject}
              renaming={renaming === subject.id}
              busy={busy === subject.id}
              onStartRename={() => setRenaming(subject.id)}
              onRename={rename(subject.id)}
              onCancelRename={() => setRenaming(null)}
              onDelete={() => void remove(subject)}
            />
          ))}
        </ul>
      ) : null}
      {confirmDialog}
    </div>
  );
}
