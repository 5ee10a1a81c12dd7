import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER, type TaskQuestionInput, type ValidationErrorBody } from '@tutor/contracts';
import { signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import { taskInput } from '../testing/tasks-fixtures';
import { formulaProblem } from './task-formulas';

describe('formulas of a text', () => {
  it('answers KaTeX’s message for TeX that does not parse, null for TeX that does', () => {
    expect(formulaProblem('$\\frac{1}{2}$ and $$\\sqrt{x}$$')).toBeNull();
    expect(formulaProblem('no formula at all, from $5 to $10')).toBeNull();
    expect(formulaProblem('$\\frac{1}{$')).toMatch(/expected '}'/);
    expect(formulaProblem('$\\nosuchcommand$')).toMatch(/Undefined control sequence/);
  });
});

describe('formulas in a task body', () => {
  let app: INestApplication;
  let browser: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp();
    ({ browser } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  afterAll(async () => {
    await app.close();
  });

  const withQuestion = (question: Partial<TaskQuestionInput>) => ({
    ...taskInput(),
    questions: [{ type: 'short_text', text: 'x', ball: 10, ...question }],
    max_ball: 10,
  });

  async function refused(body: object, language: string): Promise<Record<string, string[]>> {
    const res = await browser
      .post('/api/tasks')
      .set('Accept-Language', language)
      .send(body)
      .expect(422);
    return (res.body as ValidationErrorBody).errors;
  }

  it('accepts TeX that parses', async () => {
    await browser
      .post('/api/tasks')
      .send(withQuestion({ text: 'Сократите $\\frac{1}{2}$, найдите $$x^2 = 4$$ и \\$5' }))
      .expect(201);
  });

  it('refuses TeX that does not parse at the question’s text, in ru and en', async () => {
    const body = withQuestion({ text: 'Сократите $\\frac{1}{$' });
    const ru = await refused(body, 'ru');
    expect(Object.keys(ru)).toEqual(['questions.0.text']);
    expect(ru['questions.0.text']?.[0]).toMatch(/^Формула не разбирается: .*expected '}'$/);
    const en = await refused(body, 'en');
    expect(en['questions.0.text']?.[0]).toMatch(/^The formula can’t be read: .*expected '}'$/);
  });

  it('refuses it at the option and the reference answer that hold it', async () => {
    const choice = withQuestion({
      type: 'single_choice',
      text: 'Pick',
      options: [
        { id: 'a', text: '$x$' },
        { id: 'b', text: '$\\sqrt{$' },
      ],
      correct: ['a'],
    });
    expect(Object.keys(await refused(choice, 'en'))).toEqual(['questions.0.options.1.text']);
    const short = withQuestion({ reference_answers: ['$x$', '$x^{$'] });
    expect(Object.keys(await refused(short, 'en'))).toEqual(['questions.0.reference_answers.1']);
  });

  it('refuses it in the question bank too', async () => {
    const res = await browser
      .post('/api/question-bank')
      .set('Accept-Language', 'en')
      .send({ question: { type: 'short_text', text: '$\\frac{1}{$', ball: 1 } })
      .expect(422);
    expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['question.text']);
  });

  it('answers formula errors in the same 422 as the other fields, in field order', async () => {
    const body = {
      ...withQuestion({ text: 'Сократите $\\frac{1}{$', ball: 0 }),
      title: '',
      max_ball: 10,
    };
    const errors = await refused(body, 'en');
    expect(Object.keys(errors)).toEqual(['title', 'questions.0.text']);
  });

  it('refuses a formula question without reference answers, or with one it cannot read', async () => {
    const none = await refused(withQuestion({ type: 'formula', reference_answers: [] }), 'en');
    expect(none).toEqual({
      'questions.0.reference_answers': ['A formula question needs at least one reference answer.'],
    });
    const bad = withQuestion({ type: 'formula', reference_answers: ['x^2', 'x^{', '\\int x'] });
    const errors = await refused(bad, 'ru');
    expect(Object.keys(errors)).toEqual([
      'questions.0.reference_answers.1',
      'questions.0.reference_answers.2',
    ]);
    expect(errors['questions.0.reference_answers.2']?.[0]).toMatch(/^Формула не разбирается: /);
  });

  it('keeps a formula question with its reference answers', async () => {
    const res = await browser
      .post('/api/tasks')
      .send(withQuestion({ type: 'formula', reference_answers: ['$x^2-1$', '(x-1)(x+1)'] }))
      .expect(201);
    const question = (res.body as { questions: TaskQuestionInput[] }).questions[0];
    expect(question).toMatchObject({
      type: 'formula',
      reference_answers: ['$x^2-1$', '(x-1)(x+1)'],
    });
  });
});
