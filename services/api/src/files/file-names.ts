import { extensionOf } from './file-types';

const NAME_MAX = 255;

/**
 * The name a user gave a file, made safe to keep and show: no folders, no control
 * characters, at most 255 characters with the extension kept.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const extension = extensionOf(clean);
  if (clean === '' || clean === `.${extension}`)
    return extension === '' ? 'file' : `file.${extension}`;
  // Code points, as PostgreSQL counts a varchar's length.
  const chars = [...clean];
  if (chars.length <= NAME_MAX) return clean;
  const suffix = [...(extension === '' ? '' : `.${extension}`)];
  const kept = chars.slice(0, Math.max(0, NAME_MAX - suffix.length));
  return [...kept, ...suffix].slice(0, NAME_MAX).join('');
}

/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Content-Disposition with an ASCII fallback name and the UTF-8 one (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
