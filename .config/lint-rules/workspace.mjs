// The workspace's projects as the lint rules see them: name, root folder and Nx tags, read
// from the root package.json's workspaces (package.json "nx" and project.json, as Nx does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** `libs/*` → every folder of libs/ with a package.json; `e2e` → e2e. */
function expand(pattern) {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  return readdirSync(join(workspaceRoot, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);
}

function readProject(folder) {
  const root = join(workspaceRoot, folder);
  const manifest = join(root, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const pkg = readJson(manifest);
  const projectJson = join(root, 'project.json');
  const fromProject = existsSync(projectJson) ? readJson(projectJson) : {};
  const tags = [...(pkg.nx?.tags ?? []), ...(fromProject.tags ?? [])];
  return { name: fromProject.name ?? pkg.name, root, tags };
}

let cached;

/** Every project, the deepest root first (so a file belongs to its innermost project). */
export function projects() {
  cached ??= readJson(join(workspaceRoot, 'package.json'))
    .workspaces.flatMap(expand)
    .map(readProject)
    .filter((project) => project !== undefined)
    .sort((a, b) => b.root.length - a.root.length);
  return cached;
}

export function projectOfFile(file) {
  return projects().find((project) => file === project.root || file.startsWith(project.root + sep));
}

/** `@tutor/ui/testing` → the project named `@tutor/ui`; an npm package → undefined. */
export function projectOfPackage(specifier) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return projects().find((project) => project.name === name);
}
