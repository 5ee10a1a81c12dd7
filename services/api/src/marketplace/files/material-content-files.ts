import type { MaterialContent, Task, TaskQuestionInput } from '@tutor/contracts';
import { textImageIds } from '@tutor/contracts';

/** The file ids a version keeps of its task (absent when the task has none). */
export function contentFilesOfTask(
  task: Pick<Task, 'attachments' | 'questions'>,
): Pick<MaterialContent, 'attachments' | 'question_attachments'> {
  const attachments = (task.attachments ?? []).map((file) => file.id);
  const perQuestion = task.questions.map((q) => (q.attachments ?? []).map((file) => file.id));
  return {
    ...(attachments.length > 0 ? { attachments } : {}),
    ...(perQuestion.some((ids) => ids.length > 0) ? { question_attachments: perQuestion } : {}),
  };
}

/** A version's question as a task body's, with its listed files. */
export function questionWithFiles(
  question: TaskQuestionInput,
  content: Pick<MaterialContent, 'question_attachments'>,
  position: number,
): TaskQuestionInput {
  const attachments = content.question_attachments?.[position] ?? [];
  return attachments.length > 0 ? { ...question, attachments } : question;
}

/** Every file a version names: the task's, the questions' and the images in their texts. */
export function contentFileIds(content: MaterialContent): number[] {
  const texts = content.questions.flatMap((q) => [q.text, ...(q.options ?? []).map((o) => o.text)]);
  return [
    ...new Set([
      ...(content.attachments ?? []),
      ...(content.question_attachments ?? []).flat(),
      ...texts.flatMap((text) => textImageIds(text)),
    ]),
  ];
}
