/**
 * The tokens of a TeX formula as the formula question reads it: numbers (`.` or `,` as the
 * decimal mark, `{,}` too), single-letter names (with an optional `_` index), commands
 * (`\frac`, `\alpha`…) and single characters. Spacing commands are dropped.
 */
export type FormulaToken =
  | { kind: 'number'; value: number; text: string }
  | { kind: 'letter'; name: string }
  | { kind: 'command'; name: string }
  | { kind: 'char'; char: string };

/** A formula the evaluator cannot read: a message for the teacher (not translated). */
export class FormulaSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaSyntaxError';
  }
}

const SPACING = new Set([',', ';', ':', '!', ' ', 'quad', 'qquad', 'displaystyle', 'limits']);

/** Unicode signs a visual input or a keyboard may give, as TeX. */
const UNICODE: Readonly<Record<string, string>> = {
  '−': '-',
  '–': '-',
  '·': '\\cdot ',
  '×': '\\times ',
  '÷': '\\div ',
  '∙': '\\cdot ',
  π: '\\pi ',
  '√': '\\sqrt ',
};

function normalized(tex: string): string {
  return tex
    .replace(/[−–·×÷∙π√]/g, (char) => UNICODE[char] ?? char)
    .replace(/\{,\}/g, ',')
    .replace(/\\(?:mathrm|operatorname|mathit|text)\{([a-zA-Z]+)\}/g, (_, name: string) =>
      name.length === 1 ? name : `\\${name} `,
    );
}

function readNumber(tex: string, start: number): [FormulaToken, number] {
  let end = start;
  while (end < tex.length && /\d/.test(tex[end] ?? '')) end += 1;
  const mark = tex[end];
  if ((mark === '.' || mark === ',') && /\d/.test(tex[end + 1] ?? '')) {
    end += 1;
    while (end < tex.length && /\d/.test(tex[end] ?? '')) end += 1;
  }
  const text = tex.slice(start, end);
  return [{ kind: 'number', value: Number(text.replace(',', '.')), text }, end];
}

function readCommand(tex: string, start: number): [FormulaToken | null, number] {
  let end = start + 1;
  if (/[a-zA-Z]/.test(tex[end] ?? '')) {
    while (end < tex.length && /[a-zA-Z]/.test(tex[end] ?? '')) end += 1;
  } else {
    end += 1;
  }
  const name = tex.slice(start + 1, end);
  if (name === '') throw new FormulaSyntaxError('a lone backslash');
  if (SPACING.has(name)) return [null, end];
  return [{ kind: 'command', name }, end];
}

/** The tokens of `tex`, in order. */
export function formulaTokens(source: string): FormulaToken[] {
  const tex = normalized(source);
  const tokens: FormulaToken[] = [];
  let i = 0;
  while (i < tex.length) {
    const char = tex[i] ?? '';
    if (/\s|~/.test(char)) {
      i += 1;
    } else if (/\d/.test(char) || (char === '.' && /\d/.test(tex[i + 1] ?? ''))) {
      const [token, end] = readNumber(tex, i);
      tokens.push(token);
      i = end;
    } else if (char === '\\') {
      const [token, end] = readCommand(tex, i);
      if (token !== null) tokens.push(token);
      i = end;
    } else if (/[a-zA-Z]/.test(char)) {
      tokens.push({ kind: 'letter', name: char });
      i += 1;
    } else {
      tokens.push({ kind: 'char', char });
      i += 1;
    }
  }
  return tokens;
}
