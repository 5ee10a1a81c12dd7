import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ErrorKey,
  QuestionType,
  WorkStatus,
  type WorkAnswer,
  type WorkView,
} from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { toast } from '@tutor/ui';
import { NOW, QUESTIONS, storedFile, workAnswer, workView } from '../../../shared/testing/fixtures';
import { callsTo, inTurn, mockHttp, Reply, type Handler } from '@tutor/api-client/testing';
import { renderWorks, TEACHER } from '../../../shared/testing/render-works';

const ANSWERS: WorkAnswer[] = [
  workAnswer({ question_id: 11, value: { text: '4' } }),
  workAnswer({ question_id: 12, value: { text: 'Сложил' } }),
  workAnswer({
    question_id: 13,
    value: { choice_ids: ['b'] },
    auto_ball: 2,
    auto_checked: true,
    ball: 2,
  }),
  workAnswer({
    question_id: 14,
    value: { choice_ids: ['a'] },
    auto_ball: 1,
    auto_checked: true,
    ball: 1,
  }),
];

/** The teacher's view: correct options included, answers with their balls. */
function teacherView(overrides: Partial<WorkView> = {}): WorkView {
  return workView({
    status: WorkStatus.BeingChecked,
    submitted_at: NOW,
    questions: QUESTIONS.map((question) =>
      question.id === 13
        ? { ...question, correct: ['b'] }
        : question.id === 14
          ? { ...question, correct: ['a', 'c'] }
          : question,
    ),
    answers: ANSWERS,
    decision: 'Ответ: 4.',
    ...overrides,
  });
}

function mockCheck(view: WorkView, more: Record<string, Handler> = {}) {
  return mockHttp({
    'GET /api/works/5': view,
    'GET /api/works/5/comments': [],
    ...more,
  });
}

const ball = (number: number) => screen.getByLabelText(`Баллы за вопрос ${number}`);
const setBall = (number: number, value: string) =>
  fireEvent.change(ball(number), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the teacher checking a work', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opening a submitted work starts the check and shows the answers read-only', async () => {
    const calls = mockCheck(teacherView({ status: WorkStatus.Submitted }), {
      'POST /api/works/5/open': teacherView(),
    });
    renderWorks('/works/5', TEACHER);
    expect(await screen.findByText('На проверке')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/works/5/open')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Дроби' })).toBeTruthy();
    expect(screen.getByText('Оля')).toBeTruthy();
    const choice = screen.getByRole('group', { name: /Отметьте чётные/ });
    expect(within(choice).getByRole('checkbox', { name: 'Два' })).toHaveProperty('checked', true);
    expect(within(choice).getAllByText('верный ответ')).toHaveLength(2);
    expect(choice.textContent).toContain('Проверено автоматически');
    expect(choice.textContent).toContain('автоматически 1 из 3');
    const text = screen.getByRole('group', { name: /Сколько будет/ });
    expect(text.textContent).not.toContain('Проверено автоматически');
    expect(document.title).toMatch(/^Проверка: Дроби — /);
    expect(screen.getByRole('group', { name: /Опишите решение/ }).textContent).toContain('Сложил');
  });

  it('prefills the balls with the counted or automatic ones and totals them', async () => {
    mockCheck(teacherView());
    renderWorks('/works/5', TEACHER);
    await screen.findByText('Итого: 3 из 10');
    expect([1, 2, 3, 4].map((number) => (ball(number) as HTMLInputElement).value)).toEqual([
      '',
      '',
      '2',
      '1',
    ]);
    setBall(1, '2');
    expect(screen.getByText('Итого: 5 из 10')).toBeTruthy();
  });

  it('saves a draft with the typed balls and the version', async () => {
    const calls = mockCheck(teacherView({ version: 7 }), {
      'PUT /api/works/5/check': teacherView({ version: 8, ball: 5 }),
    });
    renderWorks('/works/5', TEACHER);
    await screen.findByText('Итого: 3 из 10');
    setBall(1, '2');
    press('Сохранить черновик');
    expect(await screen.findByText('Черновик сохранён.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/works/5/check')[0]?.body).toEqual({
      version: 7,
      finish: false,
      balls: [
        { question_id: 11, ball: 2 },
        { question_id: 13, ball: 2 },
        { question_id: 14, ball: 1 },
      ],
    });
  });

  it('finishing needs every ball, then moves the work to checked with the mark', async () => {
    const calls = mockCheck(teacherView(), {
      'PUT /api/works/5/check': teacherView({
        status: WorkStatus.Checked,
        version: 2,
        ball: 8,
        mark: { scale: 'five_point', value: 4 },
      }),
    });
    renderWorks('/works/5', TEACHER);
    await screen.findByText('Итого: 3 из 10');
    setBall(1, '2');
    press('Завершить проверку');
    expect(await screen.findByText('Укажите целое число баллов от 0 до 3.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/works/5/check')).toHaveLength(0);
    setBall(2, '3');
    press('Завершить проверку');
    const result = await screen.findByRole('region', { name: 'Результат' });
    expect(result.textContent).toContain('8 из 10');
    expect(result.querySelector('.work-mark')?.textContent).toBe('4');
    expect(screen.getByText('Проверено')).toBeTruthy();
    expect(screen.queryByLabelText('Баллы за вопрос 1')).toBeNull();
    expect(callsTo(calls, 'PUT', '/api/works/5/check')[0]?.body).toMatchObject({
      finish: true,
      balls: [
        { question_id: 11, ball: 2 },
        { question_id: 12, ball: 3 },
        { question_id: 13, ball: 2 },
        { question_id: 14, ball: 1 },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Вернуть на доработку' })).toBeNull();
  });

  it.each(['5', '-1', '1.5'])('refuses the ball %s for a 2-ball question', async (value) => {
    const calls = mockCheck(teacherView());
    renderWorks('/works/5', TEACHER);
    await screen.findByText('Итого: 3 из 10');
    setBall(1, value);
    press('Сохранить черновик');
    expect(await screen.findByText('Укажите целое число баллов от 0 до 2.')).toBeTruthy();
    expect(ball(1).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'PUT', '/api/works/5/check')).toHaveLength(0);
    setBall(1, '2');
    expect(screen.queryByText('Укажите целое число баллов от 0 до 2.')).toBeNull();
    expect(ball(1).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows a server refusal of a ball under its field', async () => {
    mockCheck(teacherView(), {
      'PUT /api/works/5/check': () => {
        throw new ApiError(ErrorKey.Validation, 422, 'Неверные данные.', {
          'balls.0.ball': ['Балл не может быть больше 2.'],
        });
      },
    });
    renderWorks('/works/5', TEACHER);
    await screen.findByText('Итого: 3 из 10');
    setBall(1, '2');
    press('Сохранить черновик');
    expect(await screen.findByText('Балл не может быть больше 2.')).toBeTruthy();
    expect(ball(1).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a checked work read-only with its result', async () => {
    mockCheck(
      teacherView({
        status: WorkStatus.Checked,
        ball: 8,
        mark: { scale: 'pass_fail', passed: true },
        answers: ANSWERS.map((answer) => ({ ...answer, ball: answer.ball ?? 2 })),
      }),
    );
    renderWorks('/works/5', TEACHER);
    const result = await screen.findByRole('region', { name: 'Результат' });
    expect(result.querySelector('.work-mark')?.textContent).toBe('зачтено');
    expect(result.textContent).toContain('Ответ: 4.');
    expect(screen.queryByLabelText('Баллы за вопрос 1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Вернуть на доработку' })).toBeNull();
    expect(screen.getByRole('group', { name: /Сколько будет/ }).textContent).toContain(
      'Баллы: 2 из 2',
    );
  });

  it('a stale save shows its message and reloads on request, never overwriting', async () => {
    const calls = mockCheck(teacherView(), {
      'GET /api/works/5': inTurn(teacherView(), teacherView({ version: 3 })),
      'PUT /api/works/5/check': new Reply(409, {
        message: 'Работу уже изменил другой проверяющий.',
        code: 'stale_version',
      }),
    });
    renderWorks('/works/5', TEACHER);
    await screen.findByText('Итого: 3 из 10');
    setBall(1, '2');
    press('Сохранить черновик');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Работу уже изменил другой проверяющий.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect((ball(1) as HTMLInputElement).value).toBe(''));
    expect(callsTo(calls, 'GET', '/api/works/5')).toHaveLength(2);
    expect(callsTo(calls, 'PUT', '/api/works/5/check')).toHaveLength(1);
  });

  it('returns the work for rework with a required comment', async () => {
    const calls = mockCheck(teacherView({ version: 4 }), {
      'POST /api/works/5/return': teacherView({
        status: WorkStatus.Draft,
        returned: true,
        version: 5,
      }),
    });
    renderWorks('/works/5', TEACHER);
    await screen.findByText('Итого: 3 из 10');
    press('Вернуть на доработку');
    expect(await screen.findByText('Напишите, что ученику нужно доработать.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/works/5/return')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Что доработать'), {
      target: { value: 'Покажите решение второго вопроса.' },
    });
    press('Вернуть на доработку');
    // the page says what the lists say: returned, not a fresh «Черновик»
    expect(await screen.findByText('Возвращена на доработку')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/works/5/return')[0]?.body).toEqual({
      version: 4,
      comment: 'Покажите решение второго вопроса.',
    });
    expect(screen.queryByLabelText('Баллы за вопрос 1')).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/works/5/comments')).toHaveLength(2));
  });

  it('shows the reference solution to the teacher', async () => {
    mockCheck(teacherView());
    renderWorks('/works/5', TEACHER);
    expect(await screen.findByText('Эталонное решение')).toBeTruthy();
    expect(screen.getByText('Ответ: 4.')).toBeTruthy();
  });

  it('marks a short-text answer matching a reference as auto-checked; the teacher overrides', async () => {
    const questions = QUESTIONS.map((question) =>
      question.id === 11 ? { ...question, reference_answers: ['4', 'четыре'] } : question,
    );
    const answers = ANSWERS.map((answer) =>
      answer.question_id === 11
        ? { ...answer, auto_ball: 2, auto_checked: true, value: { text: ' Четыре ' } }
        : answer,
    );
    const calls = mockCheck(teacherView({ questions, answers }), {
      'PUT /api/works/5/check': teacherView({ questions, answers, version: 2 }),
    });
    renderWorks('/works/5', TEACHER);
    const text = await screen.findByRole('group', { name: /Сколько будет/ });
    expect(text.textContent).toContain('Проверено автоматически');
    expect(text.textContent).toContain('автоматически 2 из 2');
    expect(text.textContent).toContain('Эталонные ответы: 4; четыре');
    expect((ball(1) as HTMLInputElement).value).toBe('2');
    setBall(1, '1');
    press('Сохранить черновик');
    await screen.findByText('Черновик сохранён.');
    expect(callsTo(calls, 'PUT', '/api/works/5/check')[0]?.body).toMatchObject({
      balls: expect.arrayContaining([{ question_id: 11, ball: 1 }]) as unknown,
    });
  });

  it('shows a resubmission as such', async () => {
    mockCheck(teacherView({ resubmitted: true, status: WorkStatus.BeingChecked }));
    renderWorks('/works/5', TEACHER);
    expect(await screen.findByText('Повторная сдача')).toBeTruthy();
  });

  it('previews image answers and links other files', async () => {
    const questions = [
      ...QUESTIONS,
      { id: 15, position: 5, type: QuestionType.File, text: 'Фото решения', ball: 0, max_files: 3 },
    ];
    const photo = storedFile({ id: 41, name: 'page1.jpg', kind: 'image', url: '/api/files/41' });
    const pdf = storedFile({ id: 42, name: 'notes.pdf', url: '/api/files/42' });
    const answers = [
      ...ANSWERS,
      workAnswer({
        question_id: 15,
        value: { file_ids: [41, 42] },
        file: photo,
        files: [photo, pdf],
      }),
    ];
    mockCheck(teacherView({ questions, answers }));
    renderWorks('/works/5', TEACHER);
    const group = await screen.findByRole('group', { name: /Фото решения/ });
    const image = within(group).getByRole('img', { name: 'page1.jpg' });
    expect(image.getAttribute('src')).toBe('/api/files/41');
    expect(within(group).queryByRole('img', { name: 'notes.pdf' })).toBeNull();
    expect(within(group).getByRole('link', { name: 'notes.pdf' }).getAttribute('href')).toBe(
      '/api/files/42',
    );
  });

  it('re-grades a checked work: finish with an optional comment, then a toast', async () => {
    const checked = teacherView({
      status: WorkStatus.Checked,
      version: 6,
      ball: 8,
      mark: { scale: 'points', ball: 8, max_ball: 10 },
      answers: ANSWERS.map((answer) => ({ ...answer, ball: answer.ball ?? 2 })),
    });
    const calls = mockCheck(checked, {
      'PUT /api/works/5/check': { ...checked, version: 7, ball: 9 },
    });
    const toasted = jest.spyOn(toast, 'success');
    renderWorks('/works/5', TEACHER);
    const result = await screen.findByRole('region', { name: 'Результат' });
    // The points scale repeats the points: no separate "Оценка".
    expect(result.textContent).toContain('8 из 10');
    expect(result.textContent).not.toContain('Оценка');
    press('Изменить оценку');
    const form = await screen.findByRole('region', { name: 'Изменить оценку' });
    expect(within(form).queryByRole('button', { name: 'Сохранить черновик' })).toBeNull();
    setBall(2, '3');
    fireEvent.change(within(form).getByLabelText('Комментарий для ученика (необязательно)'), {
      target: { value: 'Пересмотрел второй вопрос.' },
    });
    press('Сохранить новую оценку');
    await waitFor(() =>
      expect(toasted).toHaveBeenCalledWith('Новая оценка сохранена. Ученик получит уведомление.'),
    );
    expect(callsTo(calls, 'PUT', '/api/works/5/check')[0]?.body).toMatchObject({
      version: 6,
      finish: true,
      comment: 'Пересмотрел второй вопрос.',
    });
    expect((await screen.findByRole('region', { name: 'Результат' })).textContent).toContain(
      '9 из 10',
    );
    expect(screen.queryByRole('region', { name: 'Изменить оценку' })).toBeNull();
  });

  it('re-grading can be cancelled without a call', async () => {
    const calls = mockCheck(teacherView({ status: WorkStatus.Checked, ball: 8, answers: ANSWERS }));
    renderWorks('/works/5', TEACHER);
    await screen.findByRole('region', { name: 'Результат' });
    press('Изменить оценку');
    press('Отмена');
    expect(await screen.findByRole('button', { name: 'Изменить оценку' })).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/works/5/check')).toHaveLength(0);
  });
});
