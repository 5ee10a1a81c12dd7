/** Values a hostile or broken client may send for any field; none may cause a 500. */
export const BAD_VALUES: readonly unknown[] = [
  null,
  '',
  '   ',
  0,
  -1,
  12345678,
  1.5,
  true,
  false,
  [],
  ['a@example.com'],
  {},
  { $ne: null },
  'x'.repeat(300_000),
  '\u0000\u202e<script>',
];

/** The label of a value in a test name. */
export function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}… (${text.length} chars)` : text;
}

/** Every field × every bad value, for it.each. */
export function badFieldCases(fields: readonly string[]): [string, string, unknown][] {
  return fields.flatMap((field) =>
    BAD_VALUES.map((value): [string, string, unknown] => [field, describeValue(value), value]),
  );
}
