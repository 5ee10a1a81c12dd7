import { extname } from 'node:path';
import type { FileKind } from '@tutor/contracts';

/** What the server says a file is, by its extension; others keep a valid client type. */
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  mp4: 'video/mp4',
  zip: 'application/zip',
};

export const DEFAULT_MIME = 'application/octet-stream';

/** A media type as a header may carry it: type/subtype, no parameters. */
const MIME = /^[a-z0-9][\w!#$&^.+-]{0,63}\/[a-z0-9][\w!#$&^.+-]{0,63}$/;

/** Shown in the page rather than downloaded: raster images and audio. */
const INLINE = /^(image\/(png|jpeg|gif|webp)|audio\/[\w.+-]+)$/;

const ascii = (bytes: string): number[] => [...bytes].map((c) => c.charCodeAt(0));

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((byte, i) => head[at + i] === byte);
}

/** The first bytes each audio format begins with (its "magic"). */
const AUDIO_SIGNATURES: Readonly<Record<string, (head: Uint8Array) => boolean>> = {
  webm: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  ogg: (head) => startsWith(head, ascii('OggS')),
  oga: (head) => startsWith(head, ascii('OggS')),
  opus: (head) => startsWith(head, ascii('OggS')),
  mp3: (head) =>
    startsWith(head, ascii('ID3')) ||
    (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe0) === 0xe0),
  wav: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WAVE'), 8),
  m4a: (head) => startsWith(head, ascii('ftyp'), 4),
};

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  return extname(name).slice(1).toLowerCase();
}

/** The type to store and serve: the extension's, else the client's when valid. */
export function mimeOf(extension: string, clientMime: string | undefined): string {
  const known = MIME_BY_EXTENSION[extension];
  if (known !== undefined) return known;
  const mime = (clientMime ?? '').trim().toLowerCase();
  return MIME.test(mime) ? mime : DEFAULT_MIME;
}

/** A stored type made safe for a Content-Type header. */
export function servedMime(mime: string): string {
  const clean = mime.trim().toLowerCase();
  return MIME.test(clean) ? clean : DEFAULT_MIME;
}

export function isInline(mime: string): boolean {
  return INLINE.test(mime);
}

/** How a page may show a stored file: an <img> only for what is served inline as an image. */
export function fileKind(mime: string): FileKind {
  const served = servedMime(mime);
  if (!isInline(served)) return 'other';
  return served.startsWith('image/') ? 'image' : 'audio';
}

export function isAudioExtension(extension: string): boolean {
  return Object.hasOwn(AUDIO_SIGNATURES, extension);
}

/** Whether the first bytes are those of the audio format the extension names. */
export function looksLikeAudio(extension: string, head: Uint8Array): boolean {
  const signature = AUDIO_SIGNATURES[extension];
  return signature !== undefined && signature(head);
}
