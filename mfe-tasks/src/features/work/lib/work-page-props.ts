import type { WorkView } from '@tutor/contracts';
import type { LoadedWork } from '../hooks/use-work';

/** What the student's page and the teacher's page get from WorkPage. */
export interface WorkPageProps {
  work: LoadedWork;
  /** Shows the view an action answered (start, submit, check…). */
  onView: (view: WorkView) => void;
  /** Loads the work from the server again. */
  onReload: () => void;
}
