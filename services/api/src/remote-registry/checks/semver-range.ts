/**
 * Whether a version satisfies an npm range, for the ranges federation manifests carry:
 * exact, `=`, `^`, `~`, comparisons, x-ranges (`1.x`, `1.2`, `*`), hyphen ranges and `||`.
 * Undefined when the range cannot be read.
 */
type Triple = [number, number, number];
interface Comparator {
  op: '<' | '<=' | '>' | '>=' | '=';
  version: Triple;
}

const PART = String.raw`(\d+|[xX*])`;
const PARTIAL = new RegExp(
  String.raw`^v?${PART}(?:\.${PART}(?:\.${PART})?)?(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$`,
);

/** `1.2` → [1, 2, undefined]; a wildcard part and what follows are undefined. */
function partial(text: string): (number | undefined)[] | undefined {
  const match = PARTIAL.exec(text);
  if (match === null) return undefined;
  const parts: (number | undefined)[] = [];
  for (const part of match.slice(1, 4)) {
    if (part === undefined || /[xX*]/.test(part) || parts.includes(undefined)) {
      parts.push(undefined);
    } else parts.push(Number(part));
  }
  return parts;
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

function holds(version: Triple, { op, version: bound }: Comparator): boolean {
  const order = compare(version, bound);
  switch (op) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '=':
      return order === 0;
  }
}

/** The lowest version of a partial and the first one past it (`1.2` → 1.2.0 and 1.3.0). */
function span(parts: (number | undefined)[]): { low: Triple; next: Triple | undefined } {
  const [major, minor, patch] = parts;
  if (major === undefined) return { low: [0, 0, 0], next: undefined };
  if (minor === undefined) return { low: [major, 0, 0], next: [major + 1, 0, 0] };
  if (patch === undefined) return { low: [major, minor, 0], next: [major, minor + 1, 0] };
  return { low: [major, minor, patch], next: undefined };
}

function caret(parts: (number | undefined)[]): Comparator[] {
  const { low } = span(parts);
  const [major, minor] = parts;
  let next: Triple;
  if (major !== 0 || minor === undefined) next = [(major ?? 0) + 1, 0, 0];
  else if (minor !== 0 || parts[2] === undefined) next = [0, minor + 1, 0];
  else next = [0, 0, (parts[2] ?? 0) + 1];
  return [
    { op: '>=', version: low },
    { op: '<', version: next },
  ];
}

function tilde(parts: (number | undefined)[]): Comparator[] {
  const { low } = span(parts);
  const [major, minor] = parts;
  if (major === undefined) return [];
  const next: Triple = minor === undefined ? [major + 1, 0, 0] : [major, minor + 1, 0];
  return [
    { op: '>=', version: low },
    { op: '<', version: next },
  ];
}

function plain(op: string, parts: (number | undefined)[]): Comparator[] {
  const { low, next } = span(parts);
  const exact = parts[2] !== undefined;
  if (parts[0] === undefined)
    return op === '<' || op === '>' ? [{ op: '<', version: [0, 0, 0] }] : [];
  switch (op) {
    case '>=':
      return [{ op: '>=', version: low }];
    case '<':
      return [{ op: '<', version: low }];
    case '>':
      return exact || next === undefined
        ? [{ op: '>', version: low }]
        : [{ op: '>=', version: next }];
    case '<=':
      return exact || next === undefined
        ? [{ op: '<=', version: low }]
        : [{ op: '<', version: next }];
    default:
      return exact || next === undefined
        ? [{ op: '=', version: low }]
        : [
            { op: '>=', version: low },
            { op: '<', version: next },
          ];
  }
}

function comparators(token: string): Comparator[] | undefined {
  const match = /^(\^|~>?|>=|<=|>|<|=)?\s*(.+)$/.exec(token);
  const parts = match?.[2] === undefined ? undefined : partial(match[2]);
  if (match === null || parts === undefined) return undefined;
  const op = match[1] ?? '';
  if (op === '^') return caret(parts);
  if (op.startsWith('~')) return tilde(parts);
  return plain(op, parts);
}

function hyphen(from: string, to: string): Comparator[] | undefined {
  const low = partial(from);
  const high = partial(to);
  if (low === undefined || high === undefined) return undefined;
  return [...plain('>=', low), ...plain('<=', high)];
}

function set(text: string): Comparator[] | undefined {
  const trimmed = text.trim();
  const range = /^(\S+)\s+-\s+(\S+)$/.exec(trimmed);
  if (range !== null) return hyphen(range[1] ?? '', range[2] ?? '');
  if (trimmed === '') return [];
  const tokens = trimmed.replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/);
  const all: Comparator[] = [];
  for (const token of tokens) {
    const found = comparators(token);
    if (found === undefined) return undefined;
    all.push(...found);
  }
  return all;
}

export function satisfies(version: string, range: string): boolean | undefined {
  const parts = partial(version);
  if (parts === undefined || parts.includes(undefined)) return undefined;
  const target = parts as Triple;
  const sets = range.split('||').map(set);
  if (sets.some((one) => one === undefined)) return undefined;
  return sets.some((one) => (one ?? []).every((comparator) => holds(target, comparator)));
}
