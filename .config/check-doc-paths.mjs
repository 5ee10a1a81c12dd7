// Every repository path README.md and docs/*.md name exists (npm run lint). A path is a
// link target, or an inline `code` span that starts at a top-level entry of the repository
// or a dot folder (`services/api/src/…`, `.config/…`), or at a module folder of the API
// (`tasks/…`, read under services/api/src/). A span with a placeholder (`<module>`, `*`,
// `…`) is checked up to the folder before it. A path git ignores (`var/`, `dist/`) is made
// at run time and passes; a path outside the repository (`../…`) fails, and so does a link
// to a heading its page does not have (`operations.md#nothing`). Fenced code blocks are
// examples: they are not read.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_SRC = 'services/api/src';
const PLACEHOLDER = /[<*…{$]/;

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
const topLevel = new Set(tracked.filter(Boolean).map((file) => file.split('/')[0]));
const apiModules = new Set(
  readdirSync(join(root, API_SRC), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

function pages() {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** The page without its fenced code blocks, line numbers kept. */
function prose(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    return fenced || /^\s*```/.test(line) ? '' : line;
  });
}

function isIgnored(path) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/** The repository path a `code` span names, or undefined when it names none. */
function spanPath(span) {
  // a URL, a route (`/api/…`), a package (`@tutor/…`) or an exposed module (`./routes`)
  if (/\s|:\/\/|^[/@]|^\.\//.test(span)) return undefined;
  const cut = span.search(PLACEHOLDER);
  const literal = cut < 0 ? span : span.slice(0, span.lastIndexOf('/', cut) + 1);
  const [first = ''] = literal.split('/');
  if (first === '..') return span;
  if (!literal.includes('/') && !topLevel.has(literal)) return undefined;
  if (topLevel.has(first) || (first.startsWith('.') && literal.includes('/'))) return literal;
  const isFile = /\.[a-z]+$/.test(literal) || literal.endsWith('/');
  if (apiModules.has(first) && isFile && literal.includes('/')) return `${API_SRC}/${literal}`;
  return undefined;
}

/** [line, what the page wrote, the path from the root] of every path on a page. */
function pathsOf(page) {
  const found = [];
  prose(readFileSync(join(root, page), 'utf8')).forEach((line, index) => {
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const file = target.split('#')[0];
      const path = file === '' ? page : relative(root, join(root, dirname(page), file));
      found.push([index + 1, target, path]);
    }
    for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
      const path = spanPath(span);
      if (path !== undefined && path !== '') found.push([index + 1, span, normalize(path)]);
    }
  });
  return found;
}

/** GitHub's anchors of a page: its headings' slugs and its `<a id>`s. */
function anchorsOf(path) {
  const text = prose(readFileSync(join(root, path), 'utf8')).join('\n');
  const slugs = [...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, title = '']) =>
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
  const ids = [...text.matchAll(/<a id="([^"]+)"/g)].map(([, id]) => id);
  return new Set([...slugs, ...ids]);
}

/** What is wrong with a path a page names, or undefined. */
function problemOf(written, path) {
  if (path.startsWith('..')) return 'is outside the repository';
  if (!existsSync(join(root, path))) return isIgnored(path) ? undefined : 'does not exist';
  const [, anchor] = written.split('#');
  if (anchor === undefined || !path.endsWith('.md') || anchorsOf(path).has(anchor))
    return undefined;
  return `names no heading of ${path}`;
}

const problems = [];
let checked = 0;
for (const page of pages()) {
  for (const [line, written, path] of pathsOf(page)) {
    checked += 1;
    const problem = problemOf(written, path);
    if (problem !== undefined) problems.push(`${page}:${line}: ${written} ${problem}`);
  }
}
if (problems.length > 0) {
  console.error(`check-doc-paths: ${problems.length} of ${checked} paths are wrong:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-doc-paths: ${checked} paths in ${pages().length} pages exist`);
