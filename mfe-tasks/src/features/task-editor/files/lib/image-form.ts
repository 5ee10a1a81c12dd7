import { ATTACHMENT_LIMITS } from '@tutor/contracts';

/** The image dialog's fields as typed. */
export interface ImageForm {
  file: File | null;
  alt: string;
  /** The width input's text; '' for the image's own width. */
  width: string;
}

const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export function isRasterImage(file: File): boolean {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return file.type.startsWith('image/')
    ? file.type !== 'image/svg+xml'
    : IMAGE_TYPES.includes(extension);
}

/** The width as a number, undefined for none; NaN when it is not a whole number in range. */
export function widthOf(raw: string): number | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const width = Number(text);
  return Number.isInteger(width) &&
    width >= ATTACHMENT_LIMITS.imageWidthMin &&
    width <= ATTACHMENT_LIMITS.imageWidthMax
    ? width
    : Number.NaN;
}

/** Which fields are wrong, by their error's key (texts are the dialog's). */
export function imageFormErrors(form: ImageForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.file === null) errors.file = 'file_required';
  else if (!isRasterImage(form.file)) errors.file = 'not_image';
  if (form.alt.trim() === '') errors.alt = 'alt_required';
  else if (form.alt.trim().length > ATTACHMENT_LIMITS.imageAltMax) errors.alt = 'alt_too_long';
  if (Number.isNaN(widthOf(form.width))) errors.width = 'width_range';
  return errors;
}
