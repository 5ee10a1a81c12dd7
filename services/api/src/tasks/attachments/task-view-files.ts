import type { Task as TaskView, TaskQuestion as TaskQuestionView } from '@tutor/contracts';
import type { TaskQuestion } from '../task-question.entity';
import type { Task } from '../task.entity';
import {
  allFileIds,
  pick,
  questionFileIds,
  type AttachmentsById,
  type QuestionFiles,
  type TaskAttachments,
} from './task-attachments.service';

/** Sets a question view's `attachments` and `images` (each only when it has some). */
export function withQuestionFiles<V extends Pick<TaskQuestionView, 'attachments' | 'images'>>(
  view: V,
  question: QuestionFiles,
  files: AttachmentsById,
): V {
  const { listed, images } = questionFileIds(question);
  const attachments = pick(listed, files);
  const shown = pick(images, files);
  if (attachments.length > 0) view.attachments = attachments;
  if (shown.length > 0) view.images = shown;
  return view;
}

/** The teacher's task view with its files, served under /api/tasks/:taskId/files. */
export async function taskViewWithFiles(
  attachments: TaskAttachments,
  view: TaskView,
  task: Pick<Task, 'id' | 'attachments'>,
  questions: readonly TaskQuestion[],
): Promise<TaskView> {
  const ids = allFileIds(task.attachments, questions);
  const files = await attachments.describe(ids, `/api/tasks/${task.id}/files`);
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const question of view.questions) {
    const row = byId.get(question.id);
    if (row !== undefined) withQuestionFiles(question, row, files);
  }
  return { ...view, attachments: pick(task.attachments ?? [], files) };
}

/** Every file a task view names: a copy of the teacher's task may name them again. */
export function viewFileIds(view: TaskView): ReadonlySet<number> {
  const ids = [
    ...(view.attachments ?? []),
    ...view.questions.flatMap((question) => [
      ...(question.attachments ?? []),
      ...(question.images ?? []),
    ]),
  ].map((file) => file.id);
  return new Set(ids);
}
