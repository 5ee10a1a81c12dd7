import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@tutor/ui';
import { TeacherOnly } from '../tasks/shared/TeacherOnly';
import { useResource } from '../tasks/shared/use-resource';
import { getGroups } from './api/get-groups';
import { getStudents } from './api/get-students';
import { GroupsPanel } from './GroupsPanel';
import { InvitePanel } from './InvitePanel';
import { StudentList } from './StudentList';
import '../../tasks.css';

/** /students: the teacher's invite link, students and groups. */
export function StudentsPage() {
  return (
    <TeacherOnly>
      <StudentsArea />
    </TeacherOnly>
  );
}

function StudentsArea() {
  const { t } = useTranslation('tasks');
  const students = useResource(getStudents, undefined);
  const groups = useResource(getGroups, undefined);
  const onRemoved = (id: number) =>
    groups.update((list) =>
      list.map((group) => ({ ...group, student_ids: group.student_ids.filter((s) => s !== id) })),
    );
  return (
    <div className="tasks-page">
      <h1>{t('students.title')}</h1>
      <InvitePanel />
      <ApiErrorAlert error={students.error ?? groups.error} />
      {students.data ? (
        <StudentList
          students={students.data}
          groups={groups.data ?? []}
          onRemove={(id) => {
            students.update((list) => list.filter((student) => student.id !== id));
            onRemoved(id);
          }}
        />
      ) : null}
      {students.data && groups.data ? (
        <GroupsPanel groups={groups.data} students={students.data} onChange={groups.update} />
      ) : null}
      {students.loading || groups.loading ? <p role="status">{t('common.loading')}</p> : null}
    </div>
  );
}
