import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './api-instance';

const PLACEHOLDER = /\{\{([A-Z_]+)\}\}/g;

/**
 * A configuration of deploy/ with its {{PLACEHOLDERS}} filled in, as an operator fills
 * them: a line holding a list's placeholder is repeated once per value; comments stay as
 * they are. A placeholder without a value, or a value no placeholder takes, is an error.
 */
export function renderDeployFile(
  path: string,
  values: Readonly<Record<string, string | readonly string[]>>,
): string {
  const used = new Set<string>();
  const valueOf = (name: string): string | readonly string[] => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/${path}: no value for {{${name}}}`);
    used.add(name);
    return value;
  };
  const lines = readFileSync(join(REPO_ROOT, 'deploy', path), 'utf8').split('\n');
  const rendered = lines.flatMap((line) => {
    if (line.trimStart().startsWith('#')) return [line];
    const names = [...line.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    const list = names.find((name) => Array.isArray(valueOf(name)));
    const copies = list === undefined ? [undefined] : (valueOf(list) as readonly string[]);
    return copies.map((item) =>
      line.replace(PLACEHOLDER, (_whole, name: string) => {
        const value = valueOf(name);
        return typeof value === 'string' ? value : (item ?? '');
      }),
    );
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`deploy/${path} has no {{${unused.join('}}, {{')}}}`);
  return rendered.join('\n');
}
