/** Where the caret was in a text field: the selection to replace. */
export interface Caret {
  start: number;
  end: number;
}

/** The caret of a text field, or the end of its text when it has none. */
export function caretOf(field: HTMLInputElement | HTMLTextAreaElement | null): Caret | null {
  if (field === null) return null;
  const end = field.value.length;
  return { start: field.selectionStart ?? end, end: field.selectionEnd ?? end };
}

/**
 * `text` with `insert` in place of the selection (at the end without one), set apart by
 * spaces from the words around it, and where the caret goes after it.
 */
export function insertAtCaret(
  text: string,
  insert: string,
  caret: Caret | null,
): { text: string; caret: number } {
  const start = Math.min(caret?.start ?? text.length, text.length);
  const end = Math.max(start, Math.min(caret?.end ?? text.length, text.length));
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${insert}${trail}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}
