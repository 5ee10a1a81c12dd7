import { fireEvent, screen, within } from '@testing-library/react';
import { ErrorKey, WorkStatus, type WorkView } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { NOW, workAnswer, workView } from '../../../shared/testing/fixtures';
import { callsTo, mockHttp } from '@tutor/api-client/testing';
import { mockWork } from '../../../shared/testing/mock-work';
import { renderWorks, STUDENT } from '../../../shared/testing/render-works';

describe('the student page of a work sent or checked', () => {
  afterEach(() => jest.restoreAllMocks());

  const checked = (overrides: Partial<WorkView> = {}) =>
    workView({
      status: WorkStatus.Checked,
      submitted_at: NOW,
      checked_at: NOW,
      ball: 8,
      mark: { scale: 'five_point', value: 4 },
      answers: [
        workAnswer({ question_id: 11, value: { text: '4' }, ball: 2 }),
        workAnswer({ question_id: 13, value: { choice_ids: ['a'] }, auto_ball: 0, ball: 0 }),
      ],
      ...overrides,
    });

  it.each([
    [WorkStatus.Submitted, 'Ожидает проверки'],
    [WorkStatus.Resubmitted, 'Ожидает проверки'],
    [WorkStatus.BeingChecked, 'На проверке'],
  ])('status %i is read-only and reads "%s"', async (status, label) => {
    mockWork(
      workView({
        status,
        answers: [workAnswer({ question_id: 11, value: { text: '4' } })],
      }),
    );
    renderWorks('/works/5', STUDENT);
    expect(await screen.findByText(label)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Ответы' })).queryByRole('textbox'),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сдать работу' })).toBeNull();
    expect(
      within(screen.getByRole('group', { name: /Сколько будет/ })).getByText('4'),
    ).toBeTruthy();
  });

  it('shows ball, mark, per-question balls, the decision and the correct answers', async () => {
    mockWork(
      checked({
        decision: 'Два плюс два равно четырём.',
        questions: workView().questions.map((question) =>
          question.id === 13 ? { ...question, correct: ['b'] } : question,
        ),
      }),
    );
    renderWorks('/works/5', STUDENT);
    const result = await screen.findByRole('region', { name: 'Результат' });
    expect(result.textContent).toContain('8 из 10');
    expect(result.textContent).toContain('Оценка4');
    expect(within(result).getByRole('heading', { name: 'Решение' })).toBeTruthy();
    expect(result.textContent).toContain('Два плюс два равно четырём.');
    const choice = screen.getByRole('group', { name: /Выберите простое число/ });
    expect(choice.textContent).toContain('Баллы: 0 из 2');
    expect(within(choice).getByText('верный ответ').closest('li')?.textContent).toContain('Семь');
    expect(screen.getByRole('group', { name: /Сколько будет/ }).textContent).toContain(
      'Баллы: 2 из 2',
    );
    expect(screen.queryByRole('button', { name: 'Новая попытка' })).toBeNull();
  });

  it.each([
    [{ scale: 'pass_fail', passed: true } as const, 'зачтено'],
    [{ scale: 'pass_fail', passed: false } as const, 'не зачтено'],
    [{ scale: 'custom', label: 'Отлично' } as const, 'Отлично'],
  ])('renders the mark %j as "%s"', async (mark, text) => {
    mockWork(checked({ mark }));
    renderWorks('/works/5', STUDENT);
    const result = await screen.findByRole('region', { name: 'Результат' });
    expect(result.querySelector('.work-mark')?.textContent).toBe(text);
  });

  it('shows a mark on the points scale once, as the points', async () => {
    mockWork(checked({ ball: 8, mark: { scale: 'points', ball: 8, max_ball: 10 } }));
    renderWorks('/works/5', STUDENT);
    const result = await screen.findByRole('region', { name: 'Результат' });
    expect(result.textContent).toContain('Баллы8 из 10');
    expect(result.textContent).not.toContain('Оценка');
    expect(result.querySelector('.work-mark')).toBeNull();
  });

  it('starts a new attempt and goes to it', async () => {
    const calls = mockWork(checked({ can_repeated: true, can_start_new_attempt: true }), {
      'POST /api/works/5/attempts': workView({ id: 6, attempt: 2 }),
      'GET /api/works/6': workView({
        id: 6,
        attempt: 2,
        attempts: [{ id: 5, attempt: 1, status: WorkStatus.Checked, ball: 8 }],
      }),
      'GET /api/works/6/comments': [],
    });
    renderWorks('/works/5', STUDENT);
    fireEvent.click(await screen.findByRole('button', { name: 'Новая попытка' }));
    expect(await screen.findByRole('button', { name: 'Сдать работу' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/works/5/attempts')).toHaveLength(1);
    expect(
      within(screen.getByRole('navigation', { name: 'Предыдущие попытки' }))
        .getByRole('link', { name: 'Попытка 1' })
        .getAttribute('href'),
    ).toBe('/works/5');
  });

  it('shows the WorkNotFound text for a missing or withdrawn work', async () => {
    mockHttp({
      'GET /api/works/9': () => {
        throw new ApiError(ErrorKey.WorkNotFound, 404, 'Работа не найдена.');
      },
    });
    renderWorks('/works/9', STUDENT);
    expect(
      await screen.findByRole('heading', { name: 'Работа не найдена или больше недоступна.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К списку работ' }).getAttribute('href')).toBe(
      '/works',
    );
  });

  it('shows the WorkNotFound text for an address that is no work id', async () => {
    renderWorks('/works/abc', STUDENT);
    expect(
      await screen.findByRole('heading', { name: 'Работа не найдена или больше недоступна.' }),
    ).toBeTruthy();
  });
});
