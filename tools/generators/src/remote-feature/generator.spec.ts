import { addProjectConfiguration, type Tree } from 'nx/src/devkit-exports';
import { houseTree } from '../testing/house-tree';
import remoteFeature from './generator';

const SRC = 'mfe-demo/src';

/** A remote as the template has it: features/, i18n with a namespace, query keys. */
function remoteTree(): Tree {
  const tree = houseTree();
  addProjectConfiguration(tree, 'mfe-demo', { root: 'mfe-demo' });
  tree.write(`${SRC}/features/old/components/OldPage.tsx`, 'export const OldPage = 1;\n');
  tree.write(`${SRC}/i18n/namespace.ts`, "export const NAMESPACE = 'demo';\n");
  tree.write(
    `${SRC}/i18n/en/index.ts`,
    "import { oldEn } from './old';\n\nexport const en = { old: oldEn };\n",
  );
  tree.write(
    `${SRC}/i18n/ru/index.ts`,
    "import type { en } from '../en';\nimport { oldRu } from './old';\n\nexport const ru: typeof en = { old: oldRu };\n",
  );
  tree.write(
    `${SRC}/shared/lib/query-keys.ts`,
    "export const queryKeys = {\n  old: ['old'] as const,\n};\n",
  );
  return tree;
}

const read = (tree: Tree, path: string) => tree.read(path, 'utf-8') ?? '';

describe('remote-feature', () => {
  it('writes the template folders: api, hooks, a page and its spec, ru and en texts', async () => {
    const tree = remoteTree();
    await remoteFeature(tree, { project: 'mfe-demo', name: 'lesson-notes' });
    const feature = `${SRC}/features/lesson-notes`;
    expect(tree.children(feature).sort()).toEqual(['api', 'components', 'hooks']);
    expect(read(tree, `${feature}/api/get-lesson-notes.ts`)).toContain(
      "return apiRequest('get', '/api/settings');",
    );
    expect(read(tree, `${feature}/hooks/use-lesson-notes-query.ts`)).toContain(
      'useQuery({ queryKey: queryKeys.lessonNotes, queryFn: getLessonNotes })',
    );
    const page = read(tree, `${feature}/components/LessonNotesPage.tsx`);
    expect(page).toContain("useTranslation('demo', { keyPrefix: 'lessonNotes' })");
    expect(page).toContain('export function LessonNotesPage()');
    expect(read(tree, `${feature}/components/LessonNotesPage.spec.tsx`)).toContain(
      "mockHttp({ 'GET /api/settings': {} })",
    );
    expect(read(tree, `${SRC}/i18n/en/lesson-notes.ts`)).toContain("title: 'Lesson notes'");
    expect(read(tree, `${SRC}/i18n/ru/lesson-notes.ts`)).toContain(
      'export const lessonNotesRu: typeof lessonNotesEn = {',
    );
  });

  it('adds its query key and its text group to the remote, formatted', async () => {
    const tree = remoteTree();
    await remoteFeature(tree, { project: 'mfe-demo', name: 'notes', endpoint: '/api/user' });
    expect(read(tree, `${SRC}/shared/lib/query-keys.ts`)).toBe(
      "export const queryKeys = {\n  notes: ['notes'] as const,\n  old: ['old'] as const,\n};\n",
    );
    expect(read(tree, `${SRC}/i18n/en/index.ts`)).toBe(
      "import { oldEn } from './old';\nimport { notesEn } from './notes';\n\nexport const en = { notes: notesEn, old: oldEn };\n",
    );
    expect(read(tree, `${SRC}/i18n/ru/index.ts`)).toContain(
      'export const ru: typeof en = { notes: notesRu, old: oldRu };',
    );
    expect(read(tree, `${SRC}/features/notes/api/get-notes.ts`)).toContain("'/api/user'");
  });

  it('refuses a name that is not kebab-case, and a feature that exists', async () => {
    const tree = remoteTree();
    await expect(remoteFeature(tree, { project: 'mfe-demo', name: 'LessonNotes' })).rejects.toThrow(
      'not a kebab-case name',
    );
    await remoteFeature(tree, { project: 'mfe-demo', name: 'notes' });
    await expect(remoteFeature(tree, { project: 'mfe-demo', name: 'notes' })).rejects.toThrow(
      'already there',
    );
  });
});
