import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Issue 21 §4: one way to show a read's loading and failure (`QueryStatus`/`QueryError`)
 * and a send's failure (`ActionError`), so offline no page loads for ever and no send
 * fails without «Нет сети — не отправлено». This keeps the hand-made ways from coming back
 * in the shell and the remotes.
 */
const ROOT = join(__dirname, '..', '..', '..');
const PROJECTS = ['shell', 'mfe-auth', 'mfe-tasks', 'mfe-marketplace', 'mfe-journal'];

const FORBIDDEN: { pattern: RegExp; instead: string }[] = [
  { pattern: /\bApiErrorAlert\b/, instead: 'QueryStatus for a read, ActionError for a send' },
  { pattern: /t\('common\.loading'\)/, instead: 'QueryStatus (its PageLoading)' },
  { pattern: /t\('app\.loading', \{ ns/, instead: 'QueryStatus (its PageLoading)' },
  { pattern: /isPending \? <(p\b|PageLoading)/, instead: 'QueryStatus' },
  { pattern: /role="status">\{t\('loading'\)\}/, instead: 'QueryStatus (its PageLoading)' },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.spec.tsx'))
    .map((file) => join(dir, file));
}

describe('one way for loading, failed reads and failed sends', () => {
  it('the shell and the remotes show them with QueryStatus and ActionError only', () => {
    const found: string[] = [];
    for (const project of PROJECTS) {
      for (const file of sources(join(ROOT, project, 'src'))) {
        const lines = readFileSync(file, 'utf8').split('\n');
        lines.forEach((line, index) => {
          for (const { pattern, instead } of FORBIDDEN) {
            if (pattern.test(line)) {
              found.push(`${relative(ROOT, file)}:${index + 1}: use ${instead}`);
            }
          }
        });
      }
    }
    expect(found).toEqual([]);
  });

  it('looks where the code is', () => {
    expect(sources(join(ROOT, 'mfe-tasks', 'src')).length).toBeGreaterThan(20);
  });
});
