import type { FileLimits } from '@tutor/contracts';

const MB = 1024 * 1024;

/** Why a chosen file is refused before it is sent, if it is. */
export type FileRefusal = 'type' | 'size';

/** The `accept` of a file input: the allowed extensions (".pdf,.png"); none without limits. */
export function acceptOf(limits: FileLimits | undefined): string | undefined {
  return limits === undefined || limits.types.length === 0
    ? undefined
    : limits.types.map((type) => `.${type}`).join(',');
}

/**
 * The server's own rules on a chosen file, checked first so a file too large is not sent
 * for nothing (the server still checks, and has the last word: contents, quota).
 */
export function refusalOf(file: File, limits: FileLimits | undefined): FileRefusal | undefined {
  if (limits === undefined) return undefined;
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (limits.types.length > 0 && !limits.types.includes(extension)) return 'type';
  if (file.size > limits.max_mb * MB) return 'size';
  return undefined;
}
