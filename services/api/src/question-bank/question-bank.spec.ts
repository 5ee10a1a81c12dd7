import type { INestApplication } from '@nestjs/common';
import type {
  BankQuestion,
  BankQuestionPage,
  BankQuestionSaved,
  Subject,
  ValidationErrorBody,
} from '@tutor/contracts';
import {
  signedInStudent,
  signedInTeacher,
  type SignedIn,
} from '../students/testing/students-fixtures';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { rubricInput } from '../rubrics/testing/rubrics-fixtures';

const choice = {
  type: 'single_choice',
  text: 'Столица Франции?',
  ball: 2,
  options: [
    { id: 'o1', text: 'Париж' },
    { id: 'o2', text: 'Лион' },
  ],
  correct: ['o1'],
};

describe('the teacher’s question bank', () => {
  let app: INestApplication;
  useAppAndBrowser({}, { app: (a) => (app = a), browser: () => undefined });

  let teacher: SignedIn;
  beforeEach(async () => {
    teacher = await signedInTeacher(app);
  });

  const save = (body: object, who: SignedIn = teacher, language = 'en') =>
    who.browser.post('/api/question-bank').set('Accept-Language', language).send(body);

  const saved = async (question: object, subjectId: number | null = null) =>
    ((await save({ subject_id: subjectId, question }).expect(201)).body as BankQuestionSaved)
      .question;

  const pageOf = async (query = '', who: SignedIn = teacher): Promise<BankQuestionPage> =>
    (await who.browser.get(`/api/question-bank${query}`).expect(200)).body as BankQuestionPage;

  const subject = async (name: string): Promise<Subject> =>
    (await teacher.browser.post('/api/subjects').send({ name }).expect(201)).body as Subject;

  describe('POST /api/question-bank', () => {
    it('keeps a copy of the question with its subject', async () => {
      const algebra = await subject('Алгебра');
      const res = await save({ subject_id: algebra.id, question: choice }).expect(201);
      expect(res.body).toEqual({
        already_saved: false,
        question: {
          id: expect.any(Number) as number,
          subject: { id: algebra.id, name: 'Алгебра' },
          type: 'single_choice',
          text: 'Столица Франции?',
          ball: 2,
          options: choice.options,
          correct: ['o1'],
          max_files: 1,
          created_at: expect.any(Number) as number,
        },
      });
      expect((await pageOf()).items).toEqual([(res.body as BankQuestionSaved).question]);
    });

    it('ignores a task question’s id: the bank holds a copy', async () => {
      const question = await saved({ id: 12, type: 'long_text', text: 'Эссе', ball: 5 });
      expect(question).toMatchObject({ type: 'long_text', text: 'Эссе', ball: 5 });
      expect(question).not.toHaveProperty('options');
    });

    it('keeps a question’s rubric and tells it apart from the same question without one', async () => {
      const essay = { type: 'long_text', text: 'Эссе о лете', ball: 5 };
      const plain = await saved(essay);
      const judged = await saved({ ...essay, rubric: rubricInput() });
      expect(plain).not.toHaveProperty('rubric');
      expect(judged.id).not.toBe(plain.id);
      expect(judged.rubric).toEqual(rubricInput());
      expect((await pageOf()).items.find((item) => item.id === judged.id)?.rubric).toEqual(
        rubricInput(),
      );
    });

    it('answers the copy kept before when the same content is saved again', async () => {
      const first = await saved(choice);
      const again = await save({ subject_id: null, question: { ...choice } }).expect(201);
      expect(again.body).toEqual({ already_saved: true, question: first });
      const other = await saved({ ...choice, ball: 3 });
      expect(other.id).not.toBe(first.id);
      expect((await pageOf()).total).toBe(2);
    });

    it('keeps one copy when the same question is saved 20 times at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => save({ subject_id: null, question: choice })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 201));
      const ids = new Set(answers.map((res) => (res.body as BankQuestionSaved).question.id));
      expect(ids.size).toBe(1);
      expect(answers.filter((res) => !(res.body as BankQuestionSaved).already_saved)).toHaveLength(
        1,
      );
      expect((await pageOf()).total).toBe(1);
    });

    it('refuses a bad question per field, with the rules of a task’s question', async () => {
      const res = await save({
        subject_id: null,
        question: {
          type: 'single_choice',
          text: '',
          ball: -1,
          options: [
            { id: 'o1', text: 'Да' },
            { id: 'o2', text: 'да' },
          ],
          correct: ['o9'],
        },
      }).expect(422);
      const { errors } = res.body as ValidationErrorBody;
      expect(Object.keys(errors).sort()).toEqual(
        ['question.ball', 'question.text', 'question.options.1.text', 'question.correct'].sort(),
      );
      expect((await pageOf()).total).toBe(0);
    });

    it.each([
      [{}, ['question']],
      [{ question: 'text' }, ['question']],
      [{ question: { type: 'poem', text: 'x', ball: 1 } }, ['question.type']],
      [{ question: { ...choice, max_files: 3 } }, ['question.max_files']],
      [{ subject_id: 'x', question: choice }, ['subject_id']],
      [{ subject_id: 2 ** 40, question: choice }, ['subject_id']],
    ])('answers 422 on its fields for %j', async (body, fields) => {
      const res = await save(body).expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(fields);
    });

    it('refuses another teacher’s subject on subject_id, in the reader’s language', async () => {
      const theirs = (
        await (await signedInTeacher(app)).browser.post('/api/subjects').send({ name: 'Их' })
      ).body as Subject;
      const res = await save({ subject_id: theirs.id, question: choice }, teacher, 'ru').expect(
        422,
      );
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['subject_id']);
    });

    it('is for teachers only', async () => {
      const student = await signedInStudent(app);
      await save({ subject_id: null, question: choice }, student).expect(403);
    });
  });

  describe('GET /api/question-bank', () => {
    it('finds by words of the text whatever the case and ё, by type and subject', async () => {
      const algebra = await subject('Алгебра');
      const essay = await saved({ type: 'long_text', text: 'Напишите о ЁЛКЕ', ball: 5 });
      const roots = await saved(
        { type: 'short_text', text: 'Корни уравнения x² = 4', ball: 1, reference_answers: ['2'] },
        algebra.id,
      );
      const capital = await saved(choice, algebra.id);
      const ids = (page: BankQuestionPage) => page.items.map((item) => item.id);
      expect(ids(await pageOf())).toEqual([capital.id, roots.id, essay.id]);
      expect(ids(await pageOf(`?q=${encodeURIComponent('елке напишите')}`))).toEqual([essay.id]);
      expect(ids(await pageOf(`?q=${encodeURIComponent('КОРНИ')}`))).toEqual([roots.id]);
      expect(ids(await pageOf('?type=single_choice'))).toEqual([capital.id]);
      expect(ids(await pageOf(`?subject_id=${algebra.id}`))).toEqual([capital.id, roots.id]);
      expect(ids(await pageOf(`?subject_id=${algebra.id}&type=long_text`))).toEqual([]);
      expect(ids(await pageOf('?q=&type=&subject_id='))).toHaveLength(3);
    });

    it('takes % and _ in the words literally', async () => {
      const percent = await saved({ type: 'long_text', text: 'Найдите 50% от 80', ball: 1 });
      await saved({ type: 'long_text', text: 'Найдите 50 от 80', ball: 1 });
      const page = await pageOf(`?q=${encodeURIComponent('50%')}`);
      expect(page.items.map((item) => item.id)).toEqual([percent.id]);
      expect((await pageOf('?q=_')).total).toBe(0);
    });

    it('pages, newest first', async () => {
      const made: BankQuestion[] = [];
      for (let n = 1; n <= 5; n += 1) {
        made.push(await saved({ type: 'long_text', text: `Вопрос ${n}`, ball: n }));
      }
      const second = await pageOf('?per_page=2&page=2');
      expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
      expect(second.items.map((item) => item.text)).toEqual(['Вопрос 3', 'Вопрос 2']);
      expect((await pageOf('?per_page=2&page=9')).items).toEqual([]);
    });

    it('shows each teacher only their own questions', async () => {
      await saved(choice);
      const other = await signedInTeacher(app);
      expect(await pageOf('', other)).toEqual({ items: [], total: 0, page: 1, per_page: 20 });
    });

    it.each([
      ['?type=poem', 'type'],
      ['?page=0', 'page'],
      ['?per_page=1000', 'per_page'],
      ['?subject_id=abc', 'subject_id'],
      [`?q=${'a'.repeat(201)}`, 'q'],
    ])('refuses %s on its field', async (query, field) => {
      const res = await teacher.browser.get(`/api/question-bank${query}`).expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual([field]);
    });
  });

  describe('DELETE /api/question-bank/:bankQuestionId', () => {
    it('deletes the teacher’s question, then answers 404 for it', async () => {
      const question = await saved(choice);
      await teacher.browser.delete(`/api/question-bank/${question.id}`).expect(204);
      expect((await pageOf()).total).toBe(0);
      await teacher.browser.delete(`/api/question-bank/${question.id}`).expect(404);
    });

    it('refuses another teacher’s question with 403 and keeps it', async () => {
      const question = await saved(choice);
      const other = await signedInTeacher(app);
      await other.browser.delete(`/api/question-bank/${question.id}`).expect(403);
      expect((await pageOf()).total).toBe(1);
    });

    it('answers 422 or 404 for an id that names nothing', async () => {
      const res = await teacher.browser.delete('/api/question-bank/abc');
      expect([404, 422]).toContain(res.status);
    });
  });
});
