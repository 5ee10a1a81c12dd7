// The commit-msg hook: the subject (the first line that is not a comment) has at most 72
// characters, counted as characters, not bytes (ru subjects are two bytes a letter).
import { readFileSync } from 'node:fs';

const SUBJECT_MAX = 72;

const [file] = process.argv.slice(2);
const lines = readFileSync(file, 'utf8').split('\n');
const subject = lines.find((line) => !line.startsWith('#')) ?? '';
const length = [...subject].length;
if (length > SUBJECT_MAX) {
  console.error(
    `commit-msg: the subject has ${length} characters, at most ${SUBJECT_MAX}:\n  ${subject}\n` +
      'Say what changed in the subject and why in the body, after an empty line.',
  );
  process.exit(1);
}
