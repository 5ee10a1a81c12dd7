import type { MaterialContent, MaterialQuestion, Task, TaskQuestionInput } from '@tutor/contracts';
import { contentFilesOfTask, questionWithFiles } from './files/material-content-files';

/** The task as a version keeps it: no dates, no subject, no question ids. */
export function contentOfTask(task: Task, previewPositions: readonly number[]): MaterialContent {
  const preview = new Set(previewPositions);
  return {
    title: task.title,
    questions: task.questions.map((question, position): MaterialQuestion => {
      const {
        id: _id,
        position: _position,
        attachments: _attachments,
        images: _images,
        ...fields
      } = question;
      return { ...fields, preview: preview.has(position) };
    }),
    ...contentFilesOfTask(task),
    max_ball: task.max_ball,
    criteria: task.criteria,
    timer_minutes: task.timer_minutes,
    can_repeated: task.can_repeated,
    show_answers: task.show_answers,
    post_deadline_allowed: task.post_deadline_allowed,
    allow_question_copy: task.allow_question_copy,
    scale: task.scale,
    decision: task.decision,
  };
}

/** A version as the body of a new task in the buyer's tasks: ready to send, not scheduled. */
export function taskInputOfContent(content: MaterialContent): object {
  return {
    ...content,
    questions: content.questions.map(
      ({ preview: _preview, ...question }, position): TaskQuestionInput =>
        questionWithFiles(question, content, position),
    ),
    attachments: content.attachments ?? [],
    subject_id: null,
    deadline: null,
    delay_at: null,
    only_new: false,
  };
}

/**
 * A newer version as the body of the buyer's copy: the version's content, with what the
 * buyer set on the copy kept (its subject, deadline and how it is sent).
 */
export function copyUpdateOfContent(
  content: MaterialContent,
  copy: Pick<Task, 'subject_id' | 'deadline' | 'delay_at' | 'only_new'>,
): object {
  return {
    ...taskInputOfContent(content),
    subject_id: copy.subject_id,
    deadline: copy.deadline,
    delay_at: copy.delay_at,
    only_new: copy.only_new,
  };
}

/**
 * What a viewer may see of a version's questions: everything for the author and owners;
 * for others, the preview questions without their answers.
 */
export function visibleQuestions(content: MaterialContent, full: boolean): MaterialQuestion[] {
  if (full) return content.questions;
  return content.questions
    .filter((question) => question.preview)
    .map(({ correct: _correct, reference_answers: _references, ...question }) => question);
}
