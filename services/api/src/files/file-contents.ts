import { isAudioExtension, looksLikeAudio } from './file-types';

/** What is wrong with an upload's bytes, each with its own message (files.messages.ts). */
export type ContentProblem = 'executable' | 'mismatch' | 'audio' | 'not_text';

type Signature = (head: Uint8Array) => boolean;

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((byte, i) => head[at + i] === byte);
}

const bytesAt =
  (bytes: readonly number[], at = 0): Signature =>
  (head) =>
    startsWith(head, bytes, at);

const anyOf =
  (...signatures: Signature[]): Signature =>
  (head) =>
    signatures.some((signature) => signature(head));

const ZIP = bytesAt([0x50, 0x4b, 0x03, 0x04]);
const OLE = bytesAt([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const FTYP = bytesAt(ascii('ftyp'), 4);
const EBML = bytesAt([0x1a, 0x45, 0xdf, 0xa3]);
const JPEG = bytesAt([0xff, 0xd8, 0xff]);

/** The first bytes of each known non-audio format (audio: file-types.ts). */
const SIGNATURES: Readonly<Record<string, Signature>> = {
  pdf: bytesAt(ascii('%PDF-')),
  png: bytesAt([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: JPEG,
  jpeg: JPEG,
  gif: anyOf(bytesAt(ascii('GIF87a')), bytesAt(ascii('GIF89a'))),
  webp: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  odt: ZIP,
  ods: ZIP,
  odp: ZIP,
  // An empty archive or a spanned one starts differently.
  zip: anyOf(ZIP, bytesAt([0x50, 0x4b, 0x05, 0x06]), bytesAt([0x50, 0x4b, 0x07, 0x08])),
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  rtf: bytesAt(ascii('{\\rtf')),
  mp4: FTYP,
  mkv: EBML,
};

/** Extensions whose bytes must be UTF-8 text without NUL characters. */
const TEXT = new Set(['txt', 'csv', 'tsv', 'md', 'html', 'htm', 'xml', 'json', 'svg']);

/** How many first bytes the checks need. */
export const HEAD_BYTES = 16;

/** ELF, Mach-O (and fat/Java class), or a PE: "MZ" and a NUL in its DOS header. */
function isBinaryProgram(head: Uint8Array): boolean {
  const machO = [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xcf, 0xfa, 0xed, 0xfe],
    [0xca, 0xfe, 0xba, 0xbe],
  ];
  return (
    startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) ||
    machO.some((magic) => startsWith(head, magic)) ||
    (startsWith(head, ascii('MZ')) && head.includes(0))
  );
}

export function isTextExtension(extension: string): boolean {
  return TEXT.has(extension);
}

/**
 * What the first bytes say against the extension: a program is refused whatever its name
 * (a script's `#!` only outside text types, where it is just text); a known format must
 * start as that format does; other allowed extensions (FILE_TYPES may add any) pass.
 */
export function headProblem(extension: string, head: Uint8Array): ContentProblem | undefined {
  const text = isTextExtension(extension);
  if (isBinaryProgram(head) || (!text && startsWith(head, ascii('#!')))) return 'executable';
  if (isAudioExtension(extension)) return looksLikeAudio(extension, head) ? undefined : 'audio';
  const signature = SIGNATURES[extension];
  return signature === undefined || signature(head) ? undefined : 'mismatch';
}

/** Checks a text upload chunk by chunk: valid UTF-8 across chunk borders, no NUL. */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  /** False at the first chunk that is not text. */
  push(chunk: Uint8Array): boolean {
    if (chunk.includes(0)) return false;
    return this.decodes(() => this.decoder.decode(chunk, { stream: true }));
  }

  /** False when the text ends inside a character. */
  end(): boolean {
    return this.decodes(() => this.decoder.decode());
  }

  private decodes(decode: () => string): boolean {
    try {
      decode();
      return true;
    } catch {
      return false;
    }
  }
}
