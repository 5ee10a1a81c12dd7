import type { FieldErrors } from '@tutor/api-client';

/** The 422 texts of a files list: `path` itself and any of its items (`path.N`). */
export function fileErrorsAt(fields: FieldErrors, path: string): string[] {
  const item = new RegExp(`^${path.replace(/\./g, '\\.')}\\.\\d+$`);
  return Object.entries(fields)
    .filter(([key]) => key === path || item.test(key))
    .flatMap(([, texts]) => texts);
}

/** Whether a 422 path is one a files list shows (`attachments`, `questions.N.attachments`). */
export const FILES_PATH = /^(?:questions\.\d+\.)?attachments(?:\.\d+)?$/;
