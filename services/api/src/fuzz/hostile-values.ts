import fc from 'fast-check';

/** `[[[…]]]` as a value, `depth` deep. */
function nestedArray(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function nestedObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Strings that broke or could break something: invalid text, huge text, look-alikes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\ud800@example.com',
    'x\udfffy',
    '\uffff',
    '\ufeff',
    '\u202e<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '1e309',
    '-0',
    '0x10',
    '99999999999999999999',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    'Ⅻ𝟘١',
    'ＡＢＣ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 300_000 }).map((n) => 'я'.repeat(n)),
);

/** Values of any type a broken or hostile client may put where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    2 ** 31,
    2 ** 53 + 1,
    1e308,
    Number.MIN_VALUE,
    [],
    {},
    [null],
    { $ne: null },
    { constructor: { prototype: { admin: true } } },
  ),
  fc.integer({ min: 20, max: 40 }).map(nestedArray),
  fc.integer({ min: 20, max: 40 }).map(nestedObject),
  fc.array(fc.integer(), { minLength: 0, maxLength: 200 }),
  fc.array(hostileStringShort(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
);

function hostileStringShort(): fc.Arbitrary<string> {
  return fc.constantFrom('\ud800', '\u0000', '', 'x'.repeat(70_000), 'ok');
}

/** A raw JSON text no value can stand for: nested past any limit, or broken. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 33, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 33, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.constantFrom(
    '{',
    '{"a":}',
    '"text"',
    '123',
    'null',
    '[1,2',
    '{"a":"\\ud800"}',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  ),
);

/** A path segment: a number near the edges, text, or bytes that are not UTF-8. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483648',
    '99999999999999999999',
    'abc',
    '%ED%A0%80',
    '%00',
    '%FF',
    '%',
    '%2e%2e',
    '%20',
    'null',
    'x'.repeat(3000),
  ),
  fc.integer().map(String),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
);

/** A query value as it appears in the address (already percent-encoded, maybe wrongly). */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '%ED%A0%80', '%00', '%', '%zz', '1%00', '-1', '1e3', '99999999999', '[]'),
  fc.integer().map(String),
  fc.nat({ max: 20_000 }).map((n) => 'q'.repeat(n)),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
);
