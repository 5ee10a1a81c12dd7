// A test named *.test.ts: refused (tests are *.spec.ts).
export const probe = 1;
