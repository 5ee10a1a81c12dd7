import type { Tree } from 'nx/src/devkit-exports';
import { houseTree } from '../testing/house-tree';
import apiModule from './generator';

const DIR = 'services/api/src/lesson-notes';
const read = (tree: Tree, path: string) => tree.read(path, 'utf-8') ?? '';

describe('api-module', () => {
  it('writes controller, service, module, dto, exception, messages and a spec', async () => {
    const tree = houseTree();
    await apiModule(tree, { name: 'lesson-notes' });
    expect(tree.children(DIR).sort()).toEqual([
      'dto',
      'lesson-notes.controller.ts',
      'lesson-notes.exception.ts',
      'lesson-notes.messages.ts',
      'lesson-notes.module.ts',
      'lesson-notes.service.ts',
      'lesson-notes.spec.ts',
    ]);
    expect(tree.children(`${DIR}/dto`)).toEqual(['lesson-notes.dto.ts']);
  });

  it('names classes, routes and keys after the module', async () => {
    const tree = houseTree();
    await apiModule(tree, { name: 'lesson-notes' });
    const controller = read(tree, `${DIR}/lesson-notes.controller.ts`);
    expect(controller).toContain("@Controller('api/lesson-notes')");
    expect(controller).toContain('export class LessonNotesController {');
    expect(controller.match(/@TeacherOnly\(\)/g)).toHaveLength(3);
    expect(read(tree, `${DIR}/lesson-notes.exception.ts`)).toContain(
      "NotFound = 'lesson-notes.not_found',",
    );
    const messages = read(tree, `${DIR}/lesson-notes.messages.ts`);
    expect(messages).toContain("'lesson-notes.not_found': 'Lesson notes: no such record.',");
    expect(messages).toContain('lessonNotes: typeof en;');
    expect(read(tree, `${DIR}/lesson-notes.module.ts`)).toContain(
      'export class LessonNotesModule {}',
    );
  });

  it('writes into another directory when told, and never over a module that exists', async () => {
    const tree = houseTree();
    await apiModule(tree, { name: 'notes', directory: 'api/src' });
    expect(tree.exists('api/src/notes/notes.service.ts')).toBe(true);
    await expect(apiModule(tree, { name: 'notes', directory: 'api/src' })).rejects.toThrow(
      'already there: api/src/notes',
    );
    await expect(apiModule(tree, { name: 'Notes' })).rejects.toThrow('not a kebab-case name');
  });
});
