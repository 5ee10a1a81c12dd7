import { MATERIAL_ACCESSES } from '@tutor/contracts';
import type { MaterialDraft } from './draft';

/** Drafts older than this are not offered back (the template or the plan may have changed). */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** The browser key of a user's draft: of a new material, or of an edit of one. */
export function keptDraftKey(userId: number, materialId: number | null): string {
  return `tutor.marketplace.material-draft.${userId}.${materialId ?? 'new'}`;
}

interface Stored {
  saved_at: number;
  draft: MaterialDraft;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

/** What was stored, if it is still a draft of this form (an old or broken one is not). */
function draftOf(value: unknown): MaterialDraft | null {
  if (!isRecord(value)) return null;
  const { template_id: template, title, grade, exams, description, access, price, cover } = value;
  const shapeOk =
    (template === null || typeof template === 'number') &&
    typeof title === 'string' &&
    (value.subject === null || typeof value.subject === 'string') &&
    (grade === null || typeof grade === 'number') &&
    Array.isArray(exams) &&
    typeof description === 'string' &&
    (MATERIAL_ACCESSES as readonly unknown[]).includes(access) &&
    typeof price === 'string' &&
    isRecord(cover) &&
    isNumberList(value.preview_questions);
  return shapeOk ? (value as unknown as MaterialDraft) : null;
}

/** The kept draft under `key`, unless it is missing, broken or older than KEPT_FOR_MS. */
export function loadKeptDraft(storage: Storage, key: string, now: number): MaterialDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!isRecord(parsed) || typeof parsed.saved_at !== 'number') return null;
    if (now - parsed.saved_at > KEPT_FOR_MS) return null;
    return draftOf(parsed.draft);
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser refused (private mode, full storage). */
export function keepDraft(
  storage: Storage,
  key: string,
  draft: MaterialDraft,
  now: number,
): boolean {
  const stored: Stored = { saved_at: now, draft };
  try {
    storage.setItem(key, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export function dropKeptDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing kept, nothing to drop
  }
}

/** Whether two drafts hold the same values (the form compares them as JSON). */
export const sameDraft = (a: MaterialDraft, b: MaterialDraft): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
