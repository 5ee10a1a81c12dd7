// Part of `npm run lint`: proves the boundary rules still bite. Every known-bad probe in
// probes/ is linted (ESLint's Node API) as if it sat where it names, with the rules that
// .config/eslint.config.mjs sets for that place, from the project's folder and from the
// root; the API module probes in api-src/ go through .config/check-boundaries.mjs. The
// self-test fails if a probe passes or a control is refused. Probes are never linted as code.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { cycles, moduleEdges, sharedProblems } from '../check-boundaries.mjs';
import boundaries from '../lint-rules/index.mjs';
import { projectOfFile, projects, workspaceRoot } from '../lint-rules/workspace.mjs';
import { lintCases } from './cases.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const configFile = join(workspaceRoot, '.config/eslint.config.mjs');

/** The boundaries/* rules the real config sets for `file`, as ESLint run from `cwd` sees it. */
async function boundaryRules(cwd, file) {
  const eslint = new ESLint({ cwd, overrideConfigFile: configFile });
  const { rules = {} } = (await eslint.calculateConfigForFile(file)) ?? {};
  return Object.fromEntries(Object.entries(rules).filter(([id]) => id.startsWith('boundaries/')));
}

async function rulesFired(cwd, file, code) {
  const rules = await boundaryRules(cwd, file);
  const linter = new Linter({ cwd });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { boundaries },
        rules,
      },
    ],
    { filename: file },
  );
  return new Set(messages.map((message) => message.ruleId ?? `fatal: ${message.message}`));
}

async function lintRow(entry) {
  const file = join(workspaceRoot, entry.as);
  const code = readFileSync(join(here, 'probes', entry.probe), 'utf8');
  const folders = [projectOfFile(file)?.root ?? workspaceRoot, workspaceRoot];
  const outcomes = [];
  for (const cwd of folders) {
    const fired = await rulesFired(cwd, file, code);
    outcomes.push(entry.rule === null ? fired.size === 0 : fired.has(entry.rule));
  }
  const ok = outcomes.every(Boolean);
  const result = entry.rule === null ? (ok ? 'passes' : 'REFUSED') : ok ? 'refused' : 'PASSES';
  return { name: entry.name, where: entry.as, rule: entry.rule ?? '(control)', ok, result };
}

function apiRows() {
  const edges = moduleEdges(join(here, 'api-src'));
  const found = cycles(edges);
  const shared = sharedProblems(edges);
  const where = '.config/lint-selftest/api-src';
  const row = (name, ok, bad) => ({
    name,
    where,
    rule: 'check-boundaries.mjs',
    ok,
    result: ok ? (bad ? 'refused' : 'passes') : bad ? 'PASSES' : 'REFUSED',
  });
  return [
    row(
      'API module cycle',
      found.some((p) => p.includes('works → tasks')),
      true,
    ),
    row(
      'API shared code imports a feature',
      shared.some((p) => p.includes('works')),
      true,
    ),
    row('control: cycle only through tests', !found.some((p) => p.includes('journal')), false),
  ];
}

function print(rows) {
  const columns = ['name', 'where', 'rule', 'result'];
  const width = (key) => Math.max(key.length, ...rows.map((row) => row[key].length));
  const line = (row) => columns.map((key) => row[key].padEnd(width(key))).join('  ');
  console.log(`Lint self-test: ${rows.length} probes`);
  console.log(line({ name: 'probe', where: 'linted as', rule: 'rule', result: 'result' }));
  for (const row of rows) console.log(line(row));
}

/** Front-end apps where the config turns the feature zones off (said on every run). */
async function appsWithoutZones() {
  const apps = projects().filter(
    (project) => project.tags.includes('platform:web') && !project.tags.includes('type:lib'),
  );
  const off = [];
  for (const app of apps) {
    const rules = await boundaryRules(app.root, join(app.root, 'src/features/any/file.ts'));
    const setting = rules['boundaries/feature-zones'];
    if (setting === undefined || setting[0] === 0) off.push(app.name);
  }
  return off;
}

const rows = [];
for (const entry of lintCases) rows.push(await lintRow(entry));
rows.push(...apiRows());
print(rows);
const off = await appsWithoutZones();
if (off.length > 0)
  console.log(`Feature zones off for now (see eslint.config.mjs): ${off.join(', ')}`);
const failed = rows.filter((row) => !row.ok);
if (failed.length > 0) {
  console.error(`Lint self-test failed: ${failed.map((row) => row.name).join('; ')}.`);
  process.exit(1);
}
