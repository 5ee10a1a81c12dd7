import { hasMath, textImageIds } from '@tutor/contracts';

/** Whether a question text shows differently to students: a formula or an image. */
export function needsPreview(text: string): boolean {
  return hasMath(text) || textImageIds(text).length > 0;
}
