// Part of `npm run lint`: the Nx graph (package.json dependencies and implicit ones
// included) respects the tags' depConstraints (.config/lint-rules/dep-constraints.mjs, the
// list ESLint checks imports against), and the API's modules (services/api/src/<module>/)
// import each other without a cycle, test code not counted. .config/lint-selftest/ runs these
// checks on known-bad probes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { refusal } from './lint-rules/dep-constraints.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function projectGraph() {
  const dir = mkdtempSync(join(tmpdir(), 'nx-graph-'));
  try {
    const file = join(dir, 'graph.json');
    execFileSync('npx', ['nx', 'graph', `--file=${file}`], { cwd: root, stdio: 'ignore' });
    return JSON.parse(readFileSync(file, 'utf8')).graph;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every project's dependency on another project that its tags do not allow. */
export function tagProblems(graph) {
  const problems = [];
  for (const [name, deps] of Object.entries(graph.dependencies)) {
    const node = graph.nodes[name];
    if (node === undefined) continue;
    const tags = node.data?.tags ?? [];
    for (const dep of deps) {
      const target = graph.nodes[dep.target];
      if (target === undefined) continue; // an npm package
      const found = refusal(tags, target.data?.tags ?? []);
      if (found?.kind === 'untagged') problems.push(`${name} has no tag a depConstraint names`);
      else if (found) {
        const rule = JSON.stringify(found.constraint);
        problems.push(`${name} depends on ${dep.target}, which ${rule} refuses`);
      }
    }
  }
  return [...new Set(problems)];
}

const API_SRC = join(root, 'services/api/src');
/** Files that list every module on purpose: not module dependencies. */
const AGGREGATES = [
  /^app\.(module|factory)\.ts$/,
  /^main\.ts$/,
  /^database\/(entities|data-source)\.ts$/,
  /^database\/migrations\//,
  /^fuzz\//,
  /^openapi\/generate/,
];
/**
 * Test code, whatever the helper's naming style: specs, anything under a testing/ folder,
 * and helpers named *.fixtures.ts, *-fixtures.ts, *.testing.ts or *-testing.ts. A test may
 * reach into any module; only production imports make module dependencies.
 */
const TEST_CODE = [/\.spec\.ts$/, /(^|\/)testing\//, /[.-](fixtures|testing)\.ts$/];

export function isTestCode(rel) {
  return TEST_CODE.some((pattern) => pattern.test(rel.split('\\').join('/')));
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?['"](\.{1,2}\/[^'"]+)['"]/g;

/** module → (module it imports → the first file that does), production code only. */
export function moduleEdges(src = API_SRC) {
  const edges = new Map();
  for (const file of sourceFiles(src)) {
    const rel = relative(src, file);
    if (isTestCode(rel) || AGGREGATES.some((pattern) => pattern.test(rel))) continue;
    const from = rel.split('/')[0];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(src, resolve(dirname(file), match[1]));
      const to = target.split('/')[0];
      if (to === from || to.startsWith('..') || to.endsWith('.ts') || !target.includes('/')) {
        continue;
      }
      const targets = edges.get(from) ?? new Map();
      if (!targets.has(to)) targets.set(to, rel);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** Each cycle once, as `a → b → a` with the file that makes each step. */
export function cycles(edges) {
  const found = new Set();
  const problems = [];
  const walk = (start, node, path) => {
    for (const [next, file] of edges.get(node) ?? []) {
      const step = [...path, `${node} → ${next} (${file})`];
      if (next === start) {
        const key = [...step].sort().join('|');
        if (!found.has(key)) {
          found.add(key);
          problems.push(`import cycle: ${step.join(', ')}`);
        }
      } else if (!path.some((p) => p.startsWith(`${next} →`)) && step.length < 6) {
        walk(start, next, step);
      }
    }
  };
  for (const start of edges.keys()) walk(start, start, []);
  return problems;
}

/** Shared code of the API: it imports no feature module (features register with it). */
const SHARED = ['common', 'i18n', 'config'];

export function sharedProblems(edges) {
  return SHARED.flatMap((shared) =>
    [...(edges.get(shared) ?? [])]
      .filter(([to]) => !SHARED.includes(to))
      .map(([to, file]) => `${shared} is shared code but imports the ${to} module (${file})`),
  );
}

function main() {
  const edges = moduleEdges();
  const problems = [...tagProblems(projectGraph()), ...cycles(edges), ...sharedProblems(edges)];
  if (problems.length > 0) {
    console.error(`Module boundaries:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    'Module boundaries: tags respected in the Nx graph; API modules without cycles; shared code imports no feature.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
