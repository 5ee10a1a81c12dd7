// The pre-commit hook: Prettier checks every staged file it knows, and ESLint lints the
// staged TypeScript of each project from that project's folder, as `npm run lint` does.
// It reads the files in the working tree: stage what you fixed before committing again.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const staged = execFileSync(
  'git',
  ['diff', '--cached', '--name-only', '--diff-filter=ACMR', '-z'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter((file) => file !== '' && existsSync(join(root, file)));

function run(command, args, cwd) {
  return spawnSync(command, args, { cwd, stdio: 'inherit' }).status === 0;
}

/** The folders a lint script names (`eslint … src multi`): what `npm run lint` covers. */
function lintedFolders(script) {
  const words = script.split(/\s+/).slice(1);
  return words.filter((word, i) => /^\w[\w-]*$/.test(word) && !/^--/.test(words[i - 1] ?? ''));
}

/**
 * The folder of the nearest package.json with a lint script, or undefined; also undefined
 * for a file outside the folders that script lints (a jest.setup.ts), as npm run lint does.
 */
function projectOf(file) {
  for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) {
    const manifest = join(root, dir, 'package.json');
    const script = existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.lint;
    if (!script) continue;
    const inside = relative(dir, file).split('/')[0];
    return lintedFolders(script).includes(inside) ? dir : undefined;
  }
  return undefined;
}

function lintByProject(files) {
  const byProject = new Map();
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    const project = projectOf(file);
    if (project !== undefined) byProject.set(project, [...(byProject.get(project) ?? []), file]);
  }
  let ok = true;
  for (const [project, list] of byProject) {
    const cwd = join(root, project);
    const config = relative(cwd, join(root, '.config/eslint.config.mjs'));
    const args = ['--config', config, '--max-warnings', '0', '--no-warn-ignored'];
    ok =
      run('eslint', [...args, ...list.map((file) => relative(cwd, join(root, file)))], cwd) && ok;
  }
  return ok;
}

if (staged.length > 0) {
  const formatted = run('prettier', ['--check', '--ignore-unknown', ...staged], root);
  if (!formatted) console.error('pre-commit: run npx prettier --write on the files above.');
  const linted = lintByProject(staged);
  if (!formatted || !linted) process.exit(1);
}
