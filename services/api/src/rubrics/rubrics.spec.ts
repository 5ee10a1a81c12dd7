import type { INestApplication } from '@nestjs/common';
import type { LibraryRubric, LibraryRubricList, ValidationErrorBody } from '@tutor/contracts';
import {
  signedInStudent,
  signedInTeacher,
  type SignedIn,
} from '../students/testing/students-fixtures';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { rubricInput } from './testing/rubrics-fixtures';

describe('the teacher’s rubric library', () => {
  let app: INestApplication;
  useAppAndBrowser({}, { app: (a) => (app = a), browser: () => undefined });

  let teacher: SignedIn;
  beforeEach(async () => {
    teacher = await signedInTeacher(app);
  });

  const create = (body: object, who: SignedIn = teacher, language = 'en') =>
    who.browser.post('/api/rubrics').set('Accept-Language', language).send(body);
  const created = async (body: object = rubricInput()): Promise<LibraryRubric> =>
    (await create(body).expect(201)).body as LibraryRubric;
  const list = async (who: SignedIn = teacher): Promise<LibraryRubric[]> =>
    ((await who.browser.get('/api/rubrics').expect(200)).body as LibraryRubricList).items;
  const errorsOf = (body: unknown) => (body as ValidationErrorBody).errors;

  it('keeps a rubric and lists it to its teacher only', async () => {
    const rubric = await created();
    expect(rubric).toEqual({
      id: expect.any(Number) as number,
      ...rubricInput(),
      created_at: expect.any(Number) as number,
      updated_at: expect.any(Number) as number,
    });
    expect(await list()).toEqual([rubric]);
    expect(await list(await signedInTeacher(app, 'Other'))).toEqual([]);
  });

  it('trims titles and drops fields a rubric does not have', async () => {
    const body = rubricInput('  Эссе  ');
    const rubric = await created({ ...body, extra: 1 });
    expect(rubric.title).toBe('Эссе');
    expect(rubric).not.toHaveProperty('extra');
  });

  it('answers 422 per field: titles, level counts, points, repeated ids', async () => {
    const body = rubricInput();
    const [first, second] = body.criteria;
    if (!first || !second) throw new Error('fixture');
    const bad = {
      title: '',
      criteria: [
        { ...first, levels: [first.levels[0]] },
        { ...second, id: 'c9', levels: [{ id: 'x', title: 'A', points: -1 }, second.levels[0]] },
        { ...second, id: 'c9', title: 'x'.repeat(201) },
      ],
    };
    const res = await create(bad).expect(422);
    expect(Object.keys(errorsOf(res.body)).sort()).toEqual([
      'criteria.0.levels',
      'criteria.1.levels.0.points',
      'criteria.2.title',
      'title',
    ]);
    const repeated = await create({
      ...body,
      criteria: [first, { ...second, id: 'c1', levels: [first.levels[0], first.levels[0]] }],
    }).expect(422);
    expect(Object.keys(errorsOf(repeated.body)).sort()).toEqual([
      'criteria.1.id',
      'criteria.1.levels.1.id',
    ]);
  });

  it('refuses more than 10 criteria and more than 6 levels, in Russian too', async () => {
    const [first] = rubricInput().criteria;
    if (!first) throw new Error('fixture');
    const criteria = Array.from({ length: 11 }, (_, i) => ({ ...first, id: `c${i}` }));
    const res = await create({ title: 'Много', criteria }, teacher, 'ru').expect(422);
    expect(errorsOf(res.body).criteria).toEqual(['В рубрике не может быть больше 10 критериев.']);
    const levels = Array.from({ length: 7 }, (_, i) => ({ id: `l${i}`, title: 'L', points: i }));
    const wide = await create({ title: 'Широкая', criteria: [{ ...first, levels }] }).expect(422);
    expect(errorsOf(wide.body)['criteria.0.levels']).toEqual([
      'A criterion may not have more than 6 levels.',
    ]);
  });

  it('updates and deletes only the teacher’s own rubric', async () => {
    const rubric = await created();
    const other = await signedInTeacher(app, 'Other');
    await other.browser.put(`/api/rubrics/${rubric.id}`).send(rubricInput('X')).expect(403);
    await other.browser.delete(`/api/rubrics/${rubric.id}`).expect(403);
    const res = await teacher.browser
      .put(`/api/rubrics/${rubric.id}`)
      .send(rubricInput('Новое'))
      .expect(200);
    expect(res.body).toMatchObject({ id: rubric.id, title: 'Новое' });
    expect((await list())[0]?.title).toBe('Новое');
    await teacher.browser.delete(`/api/rubrics/${rubric.id}`).expect(204);
    expect(await list()).toEqual([]);
    await teacher.browser.delete(`/api/rubrics/${rubric.id}`).expect(404);
  });

  it('is a teachers’ library: a student gets 403', async () => {
    const student = await signedInStudent(app);
    await student.browser.get('/api/rubrics').expect(403);
    await create(rubricInput(), student).expect(403);
  });
});
