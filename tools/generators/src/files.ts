import type { Tree } from 'nx/src/devkit-exports';
import type { Options } from 'prettier';
import * as estree from 'prettier/plugins/estree';
import * as typescript from 'prettier/plugins/typescript';
import { format } from 'prettier/standalone';

// The standalone build with its TypeScript plugins: no dynamic import of plugins (which a
// CommonJS test runner cannot do), and generators write only .ts and .tsx.
const PLUGINS = [estree, typescript];

/** The house's Prettier options (package.json's `prettier`), as `npm run lint` checks them. */
function prettierOptions(tree: Tree): Options {
  const json = tree.read('package.json', 'utf-8');
  const house: unknown =
    json === null ? undefined : (JSON.parse(json) as { prettier?: unknown }).prettier;
  return typeof house === 'object' && house !== null ? house : {};
}

/** Writes new files, formatted; an existing file is never overwritten. */
export async function writeNewFiles(tree: Tree, files: Record<string, string>): Promise<void> {
  const existing = Object.keys(files).filter((path) => tree.exists(path));
  if (existing.length > 0) throw new Error(`already there: ${existing.join(', ')}`);
  await writeFormatted(tree, files);
}

/** Writes files (new or changed), formatted as Prettier would. */
export async function writeFormatted(tree: Tree, files: Record<string, string>): Promise<void> {
  const options = prettierOptions(tree);
  for (const [path, text] of Object.entries(files)) {
    tree.write(path, await format(text, { ...options, parser: 'typescript', plugins: PLUGINS }));
  }
}

/** The text of a file that must exist. */
export function readText(tree: Tree, path: string): string {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} is missing`);
  return text;
}
