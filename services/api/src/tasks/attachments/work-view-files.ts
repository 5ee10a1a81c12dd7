import type { WorkView } from '@tutor/contracts';
import type { TaskQuestion } from '../task-question.entity';
import type { Task } from '../task.entity';
import { allFileIds, pick, type TaskAttachments } from './task-attachments.service';
import { withQuestionFiles } from './task-view-files';

/**
 * The work view with the files of its task revision, served under
 * /api/works/:workId/files. Nothing while its questions are hidden (a timed draft).
 */
export async function workViewWithFiles(
  attachments: TaskAttachments,
  view: WorkView,
  task: Pick<Task, 'attachments'>,
  questions: readonly TaskQuestion[],
): Promise<WorkView> {
  if (view.questions.length === 0 && questions.length > 0) return view;
  const ids = allFileIds(task.attachments, questions);
  if (ids.length === 0) return view;
  const files = await attachments.describe(ids, `/api/works/${view.id}/files`);
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const question of view.questions) {
    const row = byId.get(question.id);
    if (row !== undefined) withQuestionFiles(question, row, files);
  }
  return { ...view, attachments: pick(task.attachments ?? [], files) };
}
