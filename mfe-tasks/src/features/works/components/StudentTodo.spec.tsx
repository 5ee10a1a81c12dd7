import { act, screen, within } from '@testing-library/react';
import { WorkStatus } from '@tutor/contracts';
import { changeLocale } from '@tutor/i18n';
import { bodiesOf, mockHttp } from '@tutor/api-client/testing';
import { workSummary } from '../../../shared/testing/fixtures';
import { renderWorks, STUDENT } from '../../../shared/testing/render-works';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Local midnight a number of days from today, plus hours: hints read the local day. */
function day(offset: number, hours = 12): number {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, hours).getTime();
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('/works for a student opens on «Что сделать»', () => {
  beforeEach(() => {
    // Noon today: "today at 23:00" is still ahead whenever the suite runs.
    const now = new Date();
    jest.useFakeTimers({
      now: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12),
      advanceTimers: true,
    });
  });

  afterEach(async () => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    await act(() => changeLocale('ru'));
  });

  function mockTodo() {
    return mockHttp({
      'GET /api/works': (params) => {
        expect(params).toEqual({ view: 'todo' });
        // the API's order: the earliest deadline first, none last
        return [
          workSummary({ id: 1, title: 'Просроченная', deadline: Date.now() - DAY, overdue: true }),
          workSummary({ id: 2, title: 'Сегодня', deadline: day(0, 23) }),
          workSummary({ id: 3, title: 'Завтра', deadline: day(1, 18), returned: true }),
          workSummary({ id: 4, title: 'Через неделю', deadline: day(7) }),
          workSummary({ id: 5, title: 'Без срока' }),
        ];
      },
    });
  }

  it('lists what to do by deadline, the overdue marked, the returned said so', async () => {
    const calls = mockTodo();
    renderWorks('/works', STUDENT);
    expect(await screen.findByRole('table', { name: 'Что сделать' })).toBeTruthy();
    const views = screen.getByRole('navigation', { name: 'Показать' });
    expect(
      within(views).getByRole('link', { name: 'Что сделать' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(views).getByRole('link', { name: 'Все' }).getAttribute('href')).toBe(
      '/works?view=all',
    );
    expect(rows().map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'Просроченная',
      'Сегодня',
      'Завтра',
      'Через неделю',
      'Без срока',
    ]);
    const [overdue, today, tomorrow, later, none] = rows();
    expect(overdue?.textContent).toMatch(/Просрочено: срок был \d{1,2} \S+ \d{4}, \d{2}:\d{2}/);
    expect(overdue?.className).toContain('works-row-overdue');
    expect(today?.textContent).toContain('Сдать сегодня до 23:00');
    expect(tomorrow?.textContent).toContain('Сдать завтра до 18:00');
    expect(tomorrow?.textContent).toContain('Возвращена на доработку');
    expect(tomorrow?.textContent).not.toContain('Черновик');
    expect(later?.textContent).not.toContain('Сдать');
    expect(later?.textContent).toContain('Черновик');
    expect(none?.textContent).toContain('Без срока');
    expect(
      within(overdue as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/works/1');
    expect(bodiesOf(calls, 'GET /api/works')).toEqual([{ view: 'todo' }]);
  });

  it('reads naturally in English', async () => {
    mockTodo();
    renderWorks('/works', STUDENT);
    await screen.findByRole('table');
    await act(() => changeLocale('en'));
    expect(await screen.findByRole('table', { name: 'Works to do' })).toBeTruthy();
    const [overdue, today, tomorrow] = rows();
    expect(overdue?.textContent).toMatch(/Overdue since \d{1,2} \w+ \d{4}, \d{2}:\d{2}/);
    expect(today?.textContent).toContain('Due today at 23:00');
    expect(tomorrow?.textContent).toContain('Due tomorrow at 18:00');
    expect(tomorrow?.textContent).toContain('Returned for rework');
  });

  it('says when everything is handed in and leads to all works', async () => {
    mockHttp({
      'GET /api/works': (params) =>
        params === undefined ? [workSummary({ status: WorkStatus.Submitted })] : [],
    });
    renderWorks('/works', STUDENT);
    const empty = await screen.findByRole('region', { name: 'Всё сделано' });
    expect(within(empty).getByRole('link', { name: 'Все работы' }).getAttribute('href')).toBe(
      '/works?view=all',
    );
  });

  it('tells a student with no work at all what comes next, not that all is done', async () => {
    const calls = mockHttp({ 'GET /api/works': [] });
    renderWorks('/works', STUDENT);
    const empty = await screen.findByRole('region', { name: 'Работ пока нет' });
    expect(empty.textContent).toContain('ссылку-приглашение');
    expect(screen.queryByText('Всё сделано')).toBeNull();
    expect(bodiesOf(calls, 'GET /api/works')).toEqual([{ view: 'todo' }, undefined]);
  });

  it('keeps the view in the address: ?view=all lists every work', async () => {
    mockHttp({
      'GET /api/works': (params) => {
        expect(params).toBeUndefined();
        return [workSummary({ status: WorkStatus.Checked, ball: 8 })];
      },
    });
    renderWorks('/works?view=all', STUDENT);
    expect(await screen.findByRole('table', { name: 'Мои работы' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все' }).getAttribute('aria-current')).toBe('page');
  });
});
