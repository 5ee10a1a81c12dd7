/**
 * TeX in texts (task questions, options, reference answers): `$…$` is an inline formula,
 * `$$…$$` a display one, `\$` a dollar sign. The API checks the formulas with KaTeX and the
 * pages render them (`MathText` of @tutor/ui), both through this one splitter.
 *
 * As in Pandoc, an inline `$` opens only before a non-space and closes only after a
 * non-space and not before a digit, so "from $5 to $10" stays text. A `$` that opens
 * nothing or is never closed is text.
 */
export type MathTextPart =
  { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean; source: string };

const isSpace = (char: string | undefined): boolean => char === undefined || /\s/.test(char);
const isDigit = (char: string | undefined): boolean => char !== undefined && /\d/.test(char);

/** Where the formula opened at `from` closes (the index of its closing `$`), or -1. */
function closing(text: string, from: number, display: boolean): number {
  for (let j = from; j < text.length; j += 1) {
    const char = text[j];
    if (char === '\\') {
      j += 1;
      continue;
    }
    if (char !== '$') continue;
    if (display) {
      if (text[j + 1] === '$') return j;
      continue;
    }
    if (!isSpace(text[j - 1]) && !isDigit(text[j + 1])) return j;
  }
  return -1;
}

/** The text in plain parts and formulas, in order; `\$` of plain parts becomes `$`. */
export function splitMathText(text: string): MathTextPart[] {
  const parts: MathTextPart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (char !== '$') {
      plain += char;
      i += 1;
      continue;
    }
    const display = text[i + 1] === '$';
    const open = display ? 2 : 1;
    const end =
      display || !isSpace(text[i + 1]) ? closing(text, i + open, display) : /* opens nothing */ -1;
    const tex = end === -1 ? '' : text.slice(i + open, end);
    if (end === -1 || tex.trim() === '') {
      plain += text.slice(i, i + open);
      i += open;
      continue;
    }
    if (plain !== '') parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'math', tex, display, source: text.slice(i, end + open) });
    i = end + open;
  }
  if (plain !== '') parts.push({ kind: 'text', text: plain });
  return parts;
}

/** Whether the text holds a formula (else it renders as plain text, without KaTeX). */
export function hasMath(text: string): boolean {
  return text.includes('$') && splitMathText(text).some((part) => part.kind === 'math');
}
