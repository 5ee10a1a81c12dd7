import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ROLE_TEACHER } from '@tutor/contracts';
import { PageHeader, QueryStatus, RoleGate, TextLink, usePageTitle } from '@tutor/ui';
import { paths } from '../../../config/paths';
import { useStudentOverview } from '../hooks/use-student-overview';
import { ProgressChart } from './ProgressChart';
import { StudentActions } from './StudentActions';
import { StudentComments } from './StudentComments';
import { StudentWorks } from './StudentWorks';
import { SubjectAverages } from './SubjectAverages';
import '../../../shared/styles/tasks.css';
import './student.css';

/** /students/:studentId: the teacher's page of one student. */
export function StudentPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]}>
      <StudentArea />
    </RoleGate>
  );
}

function StudentArea() {
  const { t } = useTranslation('tasks');
  const studentId = Number(useParams().studentId);
  const overview = useStudentOverview(studentId);
  const data = overview.data;
  usePageTitle(data?.student.first_name ?? t('students.title'));
  return (
    <div className="tasks-page student-page">
      <TextLink to={paths.students}>{t('student.back')}</TextLink>
      <PageHeader title={data?.student.first_name ?? t('students.title')} />
      <QueryStatus query={overview} />
      {data ? (
        <>
          <StudentActions student={data.student} />
          <StudentWorks studentId={data.student.id} works={data.works} />
          <SubjectAverages subjects={data.subjects} />
          <ProgressChart subjects={data.subjects} />
          <StudentComments comments={data.comments} />
        </>
      ) : null}
    </div>
  );
}
