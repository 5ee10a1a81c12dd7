/** A `/word` the caret stands at the end of: where it starts and what follows the slash. */
export interface SlashQuery {
  start: number;
  end: number;
  query: string;
}

/** The `/…` at the caret when the slash starts a word (line start or after a space). */
export function slashQueryAt(text: string, caret: number): SlashQuery | null {
  const match = /(?:^|\s)\/([^\s/]*)$/u.exec(text.slice(0, caret));
  if (match === null) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, end: caret, query };
}

/** The text with [start, end) replaced, and where the caret goes after the insertion. */
export function replaceRange(
  text: string,
  start: number,
  end: number,
  insertion: string,
): { text: string; caret: number } {
  return {
    text: text.slice(0, start) + insertion + text.slice(end),
    caret: start + insertion.length,
  };
}

/** The text with `insertion` added at its end, on a new line if it had text. */
export function appendText(text: string, insertion: string): { text: string; caret: number } {
  const joined = text.trim() === '' ? insertion : `${text.replace(/\s+$/u, '')}\n${insertion}`;
  return { text: joined, caret: joined.length };
}
