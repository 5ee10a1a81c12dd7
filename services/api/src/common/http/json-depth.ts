const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Arrays and objects inside each other: deeper bodies are refused before they are parsed. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether UTF-8 JSON text nests arrays and objects deeper than `limit`, by counting the
 * brackets outside strings in one pass (no recursion, no parse: a body nested 20,000 deep
 * costs the same as a flat one). Bytes of multi-byte characters never equal ASCII ones.
 * Malformed text may be miscounted; JSON.parse refuses it next anyway.
 */
export function exceedsJsonDepth(text: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth++;
      if (depth > limit) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}
