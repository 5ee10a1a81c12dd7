import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A mail as a person reads it: decoded subject, text and HTML. */
export interface ReadMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe header without its angle brackets, or ''. */
  listUnsubscribe: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody({ headers, body }: Part): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?B?0KPQstC1?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_match, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || boundary === undefined) return [part];
  return (
    part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      // the line break before a boundary belongs to the boundary
      .flatMap((chunk) => parts(splitPart(chunk.replace(/^\n/, '').replace(/\n$/, ''))))
  );
}

/** Decodes a raw message (an .eml file or what an SMTP server received). */
export function readMail(raw: string): ReadMail {
  const message = splitPart(raw);
  const all = parts(message);
  const body = (type: string): string => {
    const found = all.find((p) => (p.headers.get('content-type') ?? '').startsWith(type));
    return found === undefined ? '' : decodeBody(found);
  };
  return {
    to: decodeWords(message.headers.get('to') ?? ''),
    from: decodeWords(message.headers.get('from') ?? ''),
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: body('text/plain'),
    html: body('text/html'),
    listUnsubscribe: (message.headers.get('list-unsubscribe') ?? '').replace(/^<|>$/g, ''),
  };
}

/** The .eml files of a mail folder, oldest first. */
export function readMailDir(dir: string): ReadMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => readMail(readFileSync(join(dir, file), 'utf8')));
}

/** The token of the newest reset link mailed to `email`. */
export function lastResetToken(mails: readonly ReadMail[], email: string): string {
  const mail = mails.filter((m) => m.to.includes(email)).at(-1);
  const token =
    mail === undefined ? undefined : /\/password\/reset\/([0-9a-f]{64})\?/.exec(mail.text)?.[1];
  if (token === undefined) throw new Error(`No reset link was mailed to ${email}`);
  return token;
}
