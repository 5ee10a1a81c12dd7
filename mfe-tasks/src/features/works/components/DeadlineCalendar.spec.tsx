import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WorkStatus, type CalendarItem } from '@tutor/contracts';
import { changeLocale } from '@tutor/i18n';
import { bodiesOf, mockHttp } from '@tutor/api-client/testing';
import { renderWorks, STUDENT, TEACHER } from '../../../shared/testing/render-works';

const at = (month: number, date: number, hours = 18) =>
  new Date(2030, month, date, hours).getTime();

const work = (overrides: Partial<Extract<CalendarItem, { kind: 'work' }>>): CalendarItem => ({
  kind: 'work',
  work_id: 5,
  task_id: 1,
  title: 'Дроби',
  subject: null,
  deadline: at(0, 15),
  status: WorkStatus.Draft,
  returned: false,
  overdue: false,
  ...overrides,
});

function mockCalendar(items: CalendarItem[]) {
  return mockHttp({
    'GET /api/calendar': (params) => ({ ...(params as { from: number; to: number }), items }),
  });
}

describe('the calendar of deadlines on /works', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => changeLocale('ru'));
  });

  it("shows a student's month, Monday first, each deadline opening its work", async () => {
    const calls = mockCalendar([
      work({}),
      work({ work_id: 6, task_id: 2, title: 'Доработка', returned: true }),
      work({ work_id: 7, task_id: 3, title: 'Пропущенная', deadline: at(0, 3), overdue: true }),
    ]);
    renderWorks('/works?view=calendar&mode=month&day=2030-01-15', STUDENT);
    const grid = await screen.findByRole('table', { name: 'Сроки сдачи: Январь 2030' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    // January 2030 begins on a Tuesday: the grid starts on Monday 31 December.
    expect(bodiesOf(calls, 'GET /api/calendar')).toEqual([
      { from: new Date(2029, 11, 31).getTime(), to: new Date(2030, 1, 4).getTime() },
    ]);
    const cell = within(grid)
      .getByText(/вторник, 15 января, 2 срока/)
      .closest('td');
    expect(cell).toBeTruthy();
    const inCell = within(cell as HTMLElement);
    expect(inCell.getByRole('link', { name: 'Дроби' }).getAttribute('href')).toBe('/works/5');
    expect(cell?.textContent).toContain('Возвращена на доработку');
    expect(cell?.textContent).toContain('18:00');
    const missed = within(grid).getByRole('link', { name: 'Пропущенная' }).closest('li');
    expect(missed?.textContent).toContain('Просрочено');
  });

  it('moves by month and by week, and back to today', async () => {
    const calls = mockCalendar([]);
    renderWorks('/works?view=calendar&day=2030-01-15', STUDENT);
    await screen.findByRole('heading', { name: 'Январь 2030' });
    fireEvent.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    expect(await screen.findByRole('heading', { name: 'Февраль 2030' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Неделя' }));
    expect(await screen.findByRole('heading', { name: '28 января – 3 февраля 2030' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Неделя' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущая неделя' }));
    expect(await screen.findByRole('heading', { name: '21–27 января 2030' })).toBeTruthy();
    await waitFor(() =>
      expect(bodiesOf(calls, 'GET /api/calendar').at(-1)).toEqual({
        from: new Date(2030, 0, 21).getTime(),
        to: new Date(2030, 0, 28).getTime(),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сегодня' }));
    await waitFor(() =>
      expect(screen.getByRole('table').querySelector('[aria-current="date"]')).toBeTruthy(),
    );
  });

  it("shows a teacher's sent tasks with how many handed in, opening the task", async () => {
    mockCalendar([
      {
        kind: 'task',
        task_id: 7,
        title: 'Контрольная',
        subject: null,
        deadline: at(0, 20, 10),
        submitted: 2,
        total: 3,
      },
    ]);
    renderWorks('/works?view=calendar&day=2030-01-15', TEACHER);
    const link = await screen.findByRole('link', { name: 'Контрольная' });
    expect(link.getAttribute('href')).toBe('/tasks/7');
    expect(link.closest('li')?.textContent).toContain('Сдали 2 из 3');
    const views = screen.getByRole('navigation', { name: 'Показать' });
    expect(
      within(views)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['На проверку', 'Календарь']);
  });

  it('lists the days on a phone, and speaks English', async () => {
    const matchMedia = jest.fn().mockReturnValue({
      matches: true,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    mockCalendar([work({})]);
    renderWorks('/works?view=calendar&mode=week&day=2030-01-15', STUDENT);
    const list = await screen.findByRole('list', { name: /^Сроки сдачи: 14–20 января 2030/ });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(list).getAllByText('Сроков нет')).toHaveLength(6);
    await act(() => changeLocale('en'));
    expect(await screen.findByRole('heading', { name: /^14\s?–\s?20 January 2030$/ })).toBeTruthy();
    expect(screen.getByText('Tuesday 15 January')).toBeTruthy();
    Reflect.deleteProperty(window, 'matchMedia');
  });
});
