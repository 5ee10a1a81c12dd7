import { readProjectConfiguration, type Tree } from 'nx/src/devkit-exports';
import { readText, writeFormatted, writeNewFiles } from '../files.js';
import { namesOf } from '../names.js';
import {
  apiFile,
  hookFile,
  pageFile,
  pageSpecFile,
  QUERY_KEYS_FILE,
  textsEnFile,
  textsRuFile,
  type FeatureContext,
} from './templates.js';

export interface RemoteFeatureOptions {
  project: string;
  name: string;
  endpoint?: string;
}

const DEFAULT_ENDPOINT = '/api/settings';

/** The remote's one i18n namespace, as its src/i18n/ adds it. */
export function namespaceOf(tree: Tree, src: string): string {
  const dir = `${src}/i18n`;
  for (const file of tree.children(dir).filter((name) => name.endsWith('.ts'))) {
    const text = readText(tree, `${dir}/${file}`);
    const found = /NAMESPACE = '([\w-]+)'/.exec(text) ?? /addTranslations\('([\w-]+)'/.exec(text);
    if (found?.[1] !== undefined) return found[1];
  }
  throw new Error(`${dir} adds no namespace (NAMESPACE = '…' or addTranslations('…'))`);
}

/** `import line` after the last import of a file, and `entry` first in `export const head {`. */
function addGroup(text: string, importLine: string, head: string, entry: string): string {
  const at = text.indexOf(head);
  if (at < 0) throw new Error(`no "${head}" to add ${entry} to`);
  const withEntry = text.slice(0, at + head.length) + ` ${entry},` + text.slice(at + head.length);
  const imports = [...withEntry.matchAll(/^import [^;]+;\n/gm)];
  const last = imports[imports.length - 1];
  const end = last === undefined ? 0 : (last.index ?? 0) + last[0].length;
  return withEntry.slice(0, end) + importLine + '\n' + withEntry.slice(end);
}

/** The key `camel: ['kebab']` added to the remote's queryKeys (the file made if missing). */
function addQueryKey(tree: Tree, src: string, ctx: FeatureContext): Record<string, string> {
  const path = `${src}/shared/lib/query-keys.ts`;
  const text = tree.exists(path) ? readText(tree, path) : QUERY_KEYS_FILE;
  const head = 'export const queryKeys = {';
  if (!text.includes(head)) throw new Error(`${path} has no "${head}"`);
  const key = `${ctx.names.camel}: ['${ctx.names.kebab}'] as const,`;
  return { [path]: text.replace(head, `${head}\n  ${key}`) };
}

function addTexts(tree: Tree, src: string, ctx: FeatureContext): Record<string, string> {
  const { camel, kebab } = ctx.names;
  const en = `${src}/i18n/en/index.ts`;
  const ru = `${src}/i18n/ru/index.ts`;
  return {
    [en]: addGroup(
      readText(tree, en),
      `import { ${camel}En } from './${kebab}';`,
      'export const en = {',
      `${camel}: ${camel}En`,
    ),
    [ru]: addGroup(
      readText(tree, ru),
      `import { ${camel}Ru } from './${kebab}';`,
      'export const ru: typeof en = {',
      `${camel}: ${camel}Ru`,
    ),
  };
}

/**
 * `nx g @tutor/generators:remote-feature --project=mfe-tasks --name=lesson-notes`: the
 * feature's api/, hooks/ and components/ (a page and its spec), its texts in ru and en and
 * its query key. The route is the author's to add (config/paths.ts, lazyPage in routes.tsx).
 */
export default async function remoteFeature(
  tree: Tree,
  options: RemoteFeatureOptions,
): Promise<void> {
  const src = `${readProjectConfiguration(tree, options.project).root}/src`;
  if (!tree.exists(`${src}/features`)) throw new Error(`${options.project} has no src/features/`);
  const ctx: FeatureContext = {
    names: namesOf(options.name),
    namespace: namespaceOf(tree, src),
    endpoint: options.endpoint ?? DEFAULT_ENDPOINT,
  };
  const { kebab, pascal } = ctx.names;
  const feature = `${src}/features/${kebab}`;
  await writeNewFiles(tree, {
    [`${feature}/api/get-${kebab}.ts`]: apiFile(ctx),
    [`${feature}/hooks/use-${kebab}-query.ts`]: hookFile(ctx),
    [`${feature}/components/${pascal}Page.tsx`]: pageFile(ctx),
    [`${feature}/components/${pascal}Page.spec.tsx`]: pageSpecFile(ctx),
    [`${src}/i18n/en/${kebab}.ts`]: textsEnFile(ctx),
    [`${src}/i18n/ru/${kebab}.ts`]: textsRuFile(ctx),
  });
  await writeFormatted(tree, { ...addQueryKey(tree, src, ctx), ...addTexts(tree, src, ctx) });
}
