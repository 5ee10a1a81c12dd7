import type { MessageKey } from '../../i18n/messages';

/** A string the database cannot store as given: PostgreSQL's text refuses NUL, and a lone
 * UTF-16 surrogate turns into U+FFFD on its way to UTF-8 (two different names would then
 * collide in a unique index); non-characters are no text either. */
export interface InvalidText {
  /** Dotted path of the field (`questions.0.text`). */
  path: string;
  /** class-validator-like rule name and its message. */
  rule: 'hasNoNul' | 'isWellFormed' | 'isNotReservedKey';
  message: MessageKey;
}

const NUL = '\u0000';
const MALFORMED = /\p{Cs}|\p{Noncharacter_Code_Point}/u;
const MALFORMED_ALL = /\p{Cs}|\p{Noncharacter_Code_Point}/gu;

/**
 * Keys no body needs and class-transformer trips on: it builds a nested object of an
 * untyped property with `new value.constructor()`, which a "constructor" key replaces.
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function keyProblemOf(key: string): Omit<InvalidText, 'path'> | undefined {
  if (RESERVED_KEYS.has(key)) return { rule: 'isNotReservedKey', message: 'validation.prohibited' };
  return problemOf(key);
}

function problemOf(text: string): Omit<InvalidText, 'path'> | undefined {
  if (text.includes(NUL)) return { rule: 'hasNoNul', message: 'validation.no_nul' };
  if (MALFORMED.test(text)) return { rule: 'isWellFormed', message: 'validation.well_formed' };
  return undefined;
}

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

/** A key as a field name the answer can carry. */
const printable = (key: string): string => key.replaceAll(NUL, '').replace(MALFORMED_ALL, '\uFFFD');

/** A key holding invalid text, kept in the walk's order: its value is not looked into. */
class InvalidKey {
  constructor(readonly problem: Omit<InvalidText, 'path'>) {}
}

function children(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item]);
  if (typeof value === 'object' && value !== null) return Object.entries(value);
  return [];
}

/** Pushes `items` so that the first is popped first: one push each, never a spread (a spread
 * passes every item as an argument, and 100,000 of them overflow the stack). */
function pushReversed<T>(stack: T[], items: readonly T[]): void {
  for (let i = items.length - 1; i >= 0; i--) stack.push(items[i] as T);
}

/**
 * Every string (value or key) of a body or query that holds invalid text, and every
 * reserved key, in document order. Walks with its own stack, never recursion: no nesting overflows it.
 */
export function invalidTexts(value: unknown, root = ''): InvalidText[] {
  const found: InvalidText[] = [];
  const stack: [string, unknown][] = [[root, value]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [path, item] = next;
    if (item instanceof InvalidKey) {
      found.push({ path, ...item.problem });
      continue;
    }
    if (typeof item === 'string') {
      const problem = problemOf(item);
      if (problem !== undefined) found.push({ path, ...problem });
      continue;
    }
    const pending: [string, unknown][] = [];
    for (const [key, child] of children(item)) {
      const problem = keyProblemOf(key);
      if (problem !== undefined)
        pending.push([join(path, printable(key)), new InvalidKey(problem)]);
      else pending.push([join(path, key), child]);
    }
    pushReversed(stack, pending);
  }
  return found;
}
