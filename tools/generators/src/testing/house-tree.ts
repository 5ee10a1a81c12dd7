import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { updateJson, type Tree } from 'nx/src/devkit-exports';
import { createTreeWithEmptyWorkspace } from 'nx/src/devkit-testing-exports';

interface PackageJson {
  prettier?: unknown;
}

/** An empty workspace with this repository's Prettier options, as generators format by. */
export function houseTree(): Tree {
  const root = join(__dirname, '..', '..', '..', '..', 'package.json');
  const { prettier } = JSON.parse(readFileSync(root, 'utf-8')) as PackageJson;
  const tree = createTreeWithEmptyWorkspace();
  updateJson<PackageJson>(tree, 'package.json', (json) => ({ ...json, prettier }));
  return tree;
}
