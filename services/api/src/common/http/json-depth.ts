const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const COMMA = 0x2c;
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** Arrays and objects inside each other: deeper bodies are refused before they are parsed. */
export const MAX_JSON_DEPTH = 32;

/**
 * Items of arrays and members of objects a JSON body may hold, counted before it is parsed:
 * parsing is what a flood of `{}` costs most. Ten times the largest valid body of any route
 * (a task of 100 questions: about 10,000), and above the 100,000-item lists that are refused
 * after parsing on their field (body-bounds.ts, by the route's DTO).
 */
export const MAX_JSON_VALUES = 120_000;

export type JsonExcess = 'depth' | 'values';

const isSpace = (byte: number): boolean =>
  byte === SPACE || byte === TAB || byte === LF || byte === CR;

/** Whether the quote at `at` is escaped: an odd run of backslashes before it. */
function isEscaped(text: Uint8Array, at: number): boolean {
  let backslashes = 0;
  for (let i = at - 1; i >= 0 && text[i] === BACKSLASH; i--) backslashes++;
  return backslashes % 2 === 1;
}

/** The index of the quote closing the string opened at `start` (the end of text if none). */
function stringEnd(text: Uint8Array, start: number): number {
  let end = text.indexOf(QUOTE, start + 1);
  while (end !== -1 && isEscaped(text, end)) end = text.indexOf(QUOTE, end + 1);
  return end === -1 ? text.length : end;
}

/**
 * Whether UTF-8 JSON text nests arrays and objects deeper than `depthLimit` or holds more
 * than `valueLimit` items and members, by counting brackets and commas outside strings in
 * one pass (strings skipped with indexOf; no recursion, no parse: a body nested 20,000
 * deep costs the same as a flat one). Bytes of multi-byte characters never equal ASCII
 * ones. Malformed text may be miscounted; JSON.parse refuses it next anyway.
 */
export function jsonExcess(
  text: Uint8Array,
  depthLimit = MAX_JSON_DEPTH,
  valueLimit = MAX_JSON_VALUES,
): JsonExcess | undefined {
  let depth = 0;
  let values = 0;
  // just after `[` or `{`: the next token is the container's first value, unless it closes
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i] as number;
    if (isSpace(byte)) continue;
    if (opened) {
      opened = false;
      if (byte !== CLOSE_BRACKET && byte !== CLOSE_BRACE) values++;
    }
    if (byte === QUOTE) {
      i = stringEnd(text, i);
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth++;
      opened = true;
      if (depth > depthLimit) return 'depth';
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth--;
    } else if (byte === COMMA) {
      values++;
    }
    if (values > valueLimit) return 'values';
  }
  return undefined;
}

/** Whether UTF-8 JSON text nests arrays and objects deeper than `limit` (see jsonExcess). */
export function exceedsJsonDepth(text: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  return jsonExcess(text, limit, Infinity) === 'depth';
}
