import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { EmptyState, PageHeader, QueryStatus, usePageTitle, RoleGate } from '@tutor/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentGroup, StudentSummary } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { useGroupsQuery, useStudentsQuery } from '../../../shared/hooks/use-students-query';
import { GroupsPanel } from './GroupsPanel';
import { InviteControls } from '../../../shared/components/InviteControls';
import { InvitePanel } from './InvitePanel';
import { StudentList } from './StudentList';
import '../../../shared/styles/tasks.css';
import { ROLE_TEACHER } from '@tutor/contracts';

/** /students: the teacher's invite link, students and groups. */
export function StudentsPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]}>
      <StudentsArea />
    </RoleGate>
  );
}

function StudentsArea() {
  const { t } = useTranslation('tasks');
  usePageTitle(t('students.title'));
  const client = useQueryClient();
  const students = useStudentsQuery();
  const groups = useGroupsQuery();
  const updateGroups = (change: (list: StudentGroup[]) => StudentGroup[]) =>
    client.setQueryData<StudentGroup[]>(queryKeys.groups, (list) => (list ? change(list) : list));
  const onRemoved = (id: number) => {
    client.setQueryData<StudentSummary[]>(queryKeys.students, (list) =>
      list?.filter((student) => student.id !== id),
    );
    updateGroups((list) =>
      list.map((group) => ({ ...group, student_ids: group.student_ids.filter((s) => s !== id) })),
    );
  };
  return (
    <div className="tasks-page">
      <PageHeader title={t('students.title')} />
      {students.data?.length === 0 ? (
        <EmptyState
          title={t('students.empty_title')}
          icon={<UserPlus size={32} />}
          action={<InviteControls />}
        >
          <p>{t('students.empty')}</p>
        </EmptyState>
      ) : null}
      {students.data?.length ? <InvitePanel /> : null}
      {students.data?.length ? (
        <StudentList students={students.data} groups={groups.data ?? []} onRemove={onRemoved} />
      ) : null}
      {students.data && groups.data ? (
        <GroupsPanel groups={groups.data} students={students.data} onChange={updateGroups} />
      ) : null}
      <QueryStatus query={[students, groups]} />
    </div>
  );
}
