import type { FieldErrors } from '@tutor/api-client';
import {
  MATERIAL_SUBJECTS,
  MaterialAccess,
  type MaterialExam,
  type MaterialInput,
  type MaterialPage,
  type MaterialSubject,
} from '@tutor/contracts';

/** The form's state: what a select or a text box holds, before it is a MaterialInput. */
export interface MaterialDraft {
  template_id: number | null;
  title: string;
  subject: MaterialSubject | null;
  grade: number | null;
  exams: MaterialExam[];
  description: string;
  access: MaterialAccess;
  /** Whole rubles as typed. */
  price: string;
  cover: { id: number | null; url: string | null; changed: boolean };
  preview_questions: number[];
}

export function emptyDraft(templateId: number | null): MaterialDraft {
  return {
    template_id: templateId,
    title: '',
    subject: null,
    grade: null,
    exams: [],
    description: '',
    access: MaterialAccess.Restricted,
    price: '',
    cover: { id: null, url: null, changed: false },
    preview_questions: [],
  };
}

export function draftFromMaterial(material: MaterialPage): MaterialDraft {
  return {
    template_id: material.template_id,
    title: material.title,
    subject: material.subject,
    grade: material.grade,
    exams: material.exams,
    description: material.description,
    access: material.access,
    price: material.access === MaterialAccess.Paid ? String(material.price) : '',
    // The page names the cover by its address only; its file id is sent only when replaced.
    cover: { id: null, url: material.cover_url, changed: false },
    preview_questions: material.preview_questions,
  };
}

export function isSubject(value: string): value is MaterialSubject {
  return (MATERIAL_SUBJECTS as readonly string[]).includes(value);
}

/** The price to send: whole rubles for a paid material, 0 for any other. */
function priceOf(draft: MaterialDraft): number | null {
  if (draft.access !== MaterialAccess.Paid) return 0;
  const price = Number(draft.price);
  return draft.price.trim() !== '' && Number.isInteger(price) && price > 0 ? price : null;
}

/** What to say under a field the browser can tell is missing. */
export type MissingTexts = Record<'template_id' | 'subject' | 'grade' | 'price', string>;

export type Checked = { input: MaterialInput; errors: null } | { input: null; errors: FieldErrors };

/**
 * The body to send, or the errors of what the browser can tell is missing (a template,
 * a subject, a grade, the price of a paid one) in the shape of a 422; the API checks the rest.
 */
export function toMaterialInput(draft: MaterialDraft, texts: MissingTexts): Checked {
  const errors: FieldErrors = {};
  if (draft.template_id === null) errors.template_id = [texts.template_id];
  if (draft.subject === null) errors.subject = [texts.subject];
  if (draft.grade === null) errors.grade = [texts.grade];
  const price = priceOf(draft);
  if (price === null) errors.price = [texts.price];
  if (
    draft.template_id === null ||
    draft.subject === null ||
    draft.grade === null ||
    price === null
  ) {
    return { input: null, errors };
  }
  return {
    errors: null,
    input: {
      template_id: draft.template_id,
      title: draft.title.trim(),
      subject: draft.subject,
      grade: draft.grade,
      exams: draft.exams,
      description: draft.description,
      access: draft.access,
      price,
      cover_file_id: draft.cover.id,
      preview_questions: [...draft.preview_questions].sort((a, b) => a - b),
    },
  };
}

/** An edit's body: every field, the cover only when it was replaced or removed. */
export type MaterialPatch = Omit<MaterialInput, 'cover_file_id'> &
  Partial<Pick<MaterialInput, 'cover_file_id'>>;

/**
 * A PATCH sends the cover only when it was replaced or removed: the page names the current
 * cover by its address, not by its file id, so an unchanged cover cannot be sent back. The
 * API keeps the cover when the field is left out and removes it on null, so a removed cover
 * is sent as an explicit null (never left out), and a replaced one as its new file id.
 */
export function toPatch(input: MaterialInput, draft: MaterialDraft): MaterialPatch {
  const { cover_file_id: _fromInput, ...rest } = input;
  if (!draft.cover.changed) return rest;
  return { ...rest, cover_file_id: draft.cover.id };
}
