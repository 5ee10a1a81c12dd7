import type { TaskDraft } from './draft';

/**
 * The editor's form kept in localStorage between a reload or a lost session and the next
 * visit: one entry per user and task ("new" for an unsaved one). The user's id is in the
 * key and in the entry, so one person's draft is never shown to another on this browser.
 */
export interface LocalDraft {
  version: 1;
  userId: number;
  /** The task's id, or 'new'. */
  task: number | 'new';
  /** When it was last written, epoch ms. */
  savedAt: number;
  draft: TaskDraft;
}

const PREFIX = 'tutor.task-draft';

export const localDraftKey = (userId: number, task: number | 'new'): string =>
  `${PREFIX}.${userId}.${task}`;

/** Storage may be off (private mode, a policy) or full: a draft is a comfort, never a failure. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Enough of a TaskDraft to render the form; anything else (an old format, a hand edit) is dropped. */
function isDraft(value: unknown): value is TaskDraft {
  return (
    isObject(value) &&
    typeof value.title === 'string' &&
    typeof value.subject_id === 'string' &&
    Array.isArray(value.questions) &&
    value.questions.every(
      (question) =>
        isObject(question) &&
        typeof question.key === 'string' &&
        typeof question.type === 'string' &&
        typeof question.text === 'string' &&
        Array.isArray(question.options) &&
        Array.isArray(question.references),
    ) &&
    isObject(value.scale) &&
    Array.isArray(value.scale.options) &&
    typeof value.decision === 'string'
  );
}

export function readLocalDraft(userId: number, task: number | 'new'): LocalDraft | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(localDraftKey(userId, task));
    if (raw === null) return null;
    const entry = JSON.parse(raw) as unknown;
    if (
      isObject(entry) &&
      entry.version === 1 &&
      entry.userId === userId &&
      entry.task === task &&
      typeof entry.savedAt === 'number' &&
      isDraft(entry.draft)
    ) {
      return entry as unknown as LocalDraft;
    }
    store.removeItem(localDraftKey(userId, task));
  } catch {
    // unreadable: nothing to restore
  }
  return null;
}

export function writeLocalDraft(entry: LocalDraft): void {
  try {
    storage()?.setItem(localDraftKey(entry.userId, entry.task), JSON.stringify(entry));
  } catch {
    // full or off: the form still holds what was typed
  }
}

export function clearLocalDraft(userId: number, task: number | 'new'): void {
  try {
    storage()?.removeItem(localDraftKey(userId, task));
  } catch {
    // nothing kept
  }
}

/**
 * A kept draft with fresh list keys: keys are counted from 1 on each page load, so a
 * restored draft's own could meet the next new question's.
 */
export function withFreshKeys(draft: TaskDraft, key: () => string): TaskDraft {
  return {
    ...draft,
    questions: draft.questions.map((question) => ({
      ...question,
      key: key(),
      references: question.references.map((answer) => ({ ...answer, key: key() })),
    })),
    scale: {
      ...draft.scale,
      options: draft.scale.options.map((option) => ({ ...option, key: key() })),
    },
  };
}
