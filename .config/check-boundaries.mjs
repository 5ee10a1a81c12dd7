// Part of `npm run lint`: the Nx scope tags allow each project's dependencies, and the API's
// modules (services/api/src/<module>/) import each other without a cycle.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Which scopes a project of a scope may depend on. */
const ALLOWED = {
  'scope:shell': ['scope:lib'],
  'scope:remote': ['scope:lib'],
  'scope:lib': ['scope:lib'],
  'scope:api': ['scope:lib'],
  'scope:e2e': ['scope:shell', 'scope:remote', 'scope:lib', 'scope:api'],
  'scope:bench': ['scope:shell', 'scope:remote', 'scope:lib', 'scope:api'],
};

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

function scopeOf(node) {
  return (node?.data?.tags ?? []).find((tag) => tag.startsWith('scope:'));
}

function tagProblems(graph) {
  const problems = [];
  for (const [name, deps] of Object.entries(graph.dependencies)) {
    const scope = scopeOf(graph.nodes[name]);
    if (scope === undefined) {
      if (graph.nodes[name] !== undefined) problems.push(`${name} has no scope:* tag`);
      continue;
    }
    for (const dep of deps) {
      const target = graph.nodes[dep.target];
      if (target === undefined) continue; // an npm package
      const targetScope = scopeOf(target);
      if (!(ALLOWED[scope] ?? []).includes(targetScope)) {
        problems.push(`${name} (${scope}) depends on ${dep.target} (${targetScope})`);
      }
    }
  }
  return problems;
}

const API_SRC = join(root, 'services/api/src');
/** Files that list every module on purpose, and test support: not module dependencies. */
const AGGREGATES = [
  /^app\.(module|factory)\.ts$/,
  /^main\.ts$/,
  /^database\/(entities|data-source)\.ts$/,
  /^database\/migrations\//,
  /^testing\//,
  /^fuzz\//,
  /^openapi\/generate/,
  /\.(spec|fixtures|testing)\.ts$/,
  /\/testing\//,
];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?['"](\.{1,2}\/[^'"]+)['"]/g;

function moduleEdges() {
  const edges = new Map();
  for (const file of sourceFiles(API_SRC)) {
    const rel = relative(API_SRC, file);
    if (AGGREGATES.some((pattern) => pattern.test(rel))) continue;
    const from = rel.split('/')[0];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(API_SRC, resolve(dirname(file), match[1]));
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
function cycles(edges) {
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

function sharedProblems(edges) {
  return SHARED.flatMap((shared) =>
    [...(edges.get(shared) ?? [])]
      .filter(([to]) => !SHARED.includes(to))
      .map(([to, file]) => `${shared} is shared code but imports the ${to} module (${file})`),
  );
}

const edges = moduleEdges();
const problems = [...tagProblems(projectGraph()), ...cycles(edges), ...sharedProblems(edges)];
if (problems.length > 0) {
  console.error(`Module boundaries:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  'Module boundaries: scope tags respected; API modules without cycles; shared code imports no feature.',
);
