import type { JournalCell, StudentJournalSubject } from './journal';

/**
 * A work of the student on one of the teacher's tasks, as the journal's cell shows it: the
 * state of the latest attempt, the mark of the latest checked one.
 */
export interface StudentOverviewWork extends JournalCell {
  task_id: number;
  task_title: string;
  subject: { id: number; name: string } | null;
  deadline: number | null;
  /** When the latest attempt was handed in (epoch ms); null for a draft. */
  submitted_at: number | null;
}

/** A comment on one of the student's works, by the teacher or the student. */
export interface StudentOverviewComment {
  id: number;
  work_id: number;
  task_title: string;
  author: { id: number; first_name: string };
  text: string;
  created_at: number;
}

/**
 * GET /api/students/:id/overview: one of the teacher's students on one page. `subjects`
 * are the journal's averages per subject; their marks, oldest first, are the progress chart.
 */
export interface StudentOverview {
  student: { id: number; first_name: string; email: string; joined_at: number };
  /** Latest activity first. */
  works: StudentOverviewWork[];
  subjects: StudentJournalSubject[];
  comments: { count: number; latest: StudentOverviewComment[] };
}

/** How many of the latest comments the overview carries. */
export const STUDENT_OVERVIEW_COMMENTS = 3;
