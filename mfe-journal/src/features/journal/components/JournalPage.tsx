import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { retryingLazy } from '@tutor/ui';
import './journal.css';

// Each role downloads only its own part: the student's chart code is not the teacher's grid.
const TeacherJournal = retryingLazy(() =>
  import('./TeacherJournal').then((m) => ({ default: m.TeacherJournal })),
);
const StudentJournal = retryingLazy(() =>
  import('./StudentJournal').then((m) => ({ default: m.StudentJournal })),
);

/** /journal: the teacher's grid, or the student's own marks. */
export function JournalPage() {
  const teacher = useSession((state) => state.user?.role === ROLE_TEACHER);
  return teacher ? <TeacherJournal /> : <StudentJournal />;
}
