import { fireEvent, screen, within } from '@testing-library/react';
import { WorkStatus, type Rubric, type WorkView } from '@tutor/contracts';
import { callsTo, mockHttp } from '@tutor/api-client/testing';
import { NOW, workAnswer, workView } from '../../../../shared/testing/fixtures';
import { renderWorks, STUDENT, TEACHER } from '../../../../shared/testing/render-works';

const RUBRIC: Rubric = {
  title: 'Эссе',
  criteria: [
    {
      id: 'c1',
      title: 'Аргументы',
      levels: [
        { id: 'l0', title: 'Нет', points: 0 },
        { id: 'l3', title: 'Полностью', points: 3 },
      ],
    },
    {
      id: 'c2',
      title: 'Грамотность',
      levels: [
        { id: 'l0', title: 'С ошибками', points: 0 },
        { id: 'l2', title: 'Без ошибок', points: 2 },
      ],
    },
  ],
};

function essayView(overrides: Partial<WorkView> = {}): WorkView {
  return workView({
    status: WorkStatus.BeingChecked,
    submitted_at: NOW,
    max_ball: 5,
    questions: [
      { id: 21, position: 0, type: 'long_text', text: 'Напишите эссе', ball: 5, rubric: RUBRIC },
    ],
    answers: [workAnswer({ question_id: 21, value: { text: 'Эссе' } })],
    ...overrides,
  });
}

const levelsOf = (criterion: string) =>
  screen.getByRole('radiogroup', { name: `Уровни критерия «${criterion}»` });
const choose = (criterion: string, level: RegExp) =>
  fireEvent.click(within(levelsOf(criterion)).getByRole('radio', { name: level }));

describe('checking by rubric', () => {
  it('moves and chooses a level with the arrow keys, one tab stop per criterion', async () => {
    mockHttp({ 'GET /api/works/5': essayView(), 'GET /api/works/5/comments': [] });
    renderWorks('/works/5', TEACHER);
    await screen.findByText('По рубрике: 0 из 5');
    const radios = within(levelsOf('Аргументы')).getAllByRole('radio');
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1]);
    fireEvent.keyDown(radios[0]!, { key: 'ArrowRight' });
    expect(radios[1]).toHaveProperty('ariaChecked', 'true');
    expect(document.activeElement).toBe(radios[1]);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, 0]);
    await screen.findByText('По рубрике: 3 из 5');
    fireEvent.keyDown(radios[1]!, { key: 'Home' });
    expect(radios[0]).toHaveProperty('ariaChecked', 'true');
  });

  it('fills the ball by clicked levels and sends the levels, not a ball', async () => {
    const calls = mockHttp({
      'GET /api/works/5': essayView({ version: 3 }),
      'GET /api/works/5/comments': [],
      'PUT /api/works/5/check': essayView({ version: 4 }),
    });
    renderWorks('/works/5', TEACHER);
    await screen.findByText('По рубрике: 0 из 5');
    expect(screen.queryByLabelText('Баллы за вопрос 1')).toBeNull();
    choose('Аргументы', /^Полностью/);
    expect(within(levelsOf('Аргументы')).getByRole('radio', { name: /^Полностью/ })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    expect(screen.getByText('По рубрике: 3 из 5')).toBeTruthy();
    expect(screen.getByText('Итого: 3 из 5')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Завершить проверку' }));
    expect(
      await screen.findByText('Чтобы завершить проверку, выберите уровень по каждому критерию.'),
    ).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/works/5/check')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await screen.findByText('Черновик сохранён.');
    expect(callsTo(calls, 'PUT', '/api/works/5/check')[0]?.body).toEqual({
      version: 3,
      finish: false,
      balls: [{ question_id: 21, rubric_levels: { c1: 'l3' } }],
    });
  });

  it('shows the student the rubric with the chosen levels once checked', async () => {
    mockHttp({
      'GET /api/works/5': essayView({
        status: WorkStatus.Checked,
        ball: 5,
        mark: { scale: 'points', ball: 5, max_ball: 5 },
        answers: [
          workAnswer({
            question_id: 21,
            value: { text: 'Эссе' },
            ball: 5,
            rubric_levels: { c1: 'l3', c2: 'l2' },
          }),
        ],
      }),
      'GET /api/works/5/comments': [],
    });
    renderWorks('/works/5', STUDENT);
    const rubric = await screen.findByRole('region', { name: 'Рубрика: Эссе' });
    const chosen = within(rubric)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('выбрано'));
    expect(chosen.map((item) => item.textContent)).toEqual([
      'Полностью 3 балла · выбрано',
      'Без ошибок 2 балла · выбрано',
    ]);
  });
});
