import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '@tutor/i18n';
import { bodiesOf, inTurn, mockHttp, type Call } from '@tutor/api-client/testing';
import { cell, journalGrid, myJournal } from '../../../shared/testing/journal-fixtures';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { routes } from '../../../routes';

const GROUPS = [
  { id: 3, name: '7А', student_ids: [21, 22] },
  { id: 4, name: '8Б', student_ids: [] },
];

describe('the journal page', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    resetSession();
    await changeLocale('ru');
  });

  const teacherGrid = async (extra: Record<string, unknown> = {}): Promise<Call[]> => {
    const calls = mockHttp({
      'GET /api/groups': GROUPS,
      'GET /api/subjects': [{ id: 5, name: 'Алгебра' }],
      'GET /api/journal': journalGrid(),
      ...extra,
    });
    signInAs('teacher');
    renderAt(routes, '/journal');
    await screen.findByRole('grid', { name: 'Журнал всех учеников' }, { timeout: 5000 });
    return calls;
  };

  it('opens on all the students’ grid: marks, states apart, averages', async () => {
    const calls = await teacherGrid();
    expect(await screen.findByRole('heading', { level: 1, name: 'Журнал' })).toBeTruthy();
    const grid = screen.getByRole('grid');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Ученик',
      'Дроби12.05 · из 10',
      'Контрольная20.05 · из 10 · вес 2',
      'Ср.',
      'Ср. взв.',
      '%',
    ]);
    expect(screen.queryByText(/менялось между отправками/)).toBeNull();
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells[0]?.textContent).toBe('59 из 10 баллов');
    expect(cells[1]?.textContent).toBe('4с опозданием7 из 10 баллов');
    expect(cells[2]?.textContent).toBe('4,5');
    expect(cells[5]?.textContent).toBe('не сдано');
    expect(cells[6]?.textContent).toBe('не отправлено');
    expect(cells[7]?.textContent).toBe('—');
    expect(cells[0]?.getAttribute('aria-describedby')).toBeTruthy();
    expect(bodiesOf(calls, 'GET /api/journal')).toEqual([{}]);
    expect(screen.getByRole('link', { name: 'Аня' }).getAttribute('href')).toBe('/students/21');
  });

  it.each([
    [
      'ru' as const,
      'Контрольная20.05 · из 10/12 · вес 2',
      '«Контрольная», из 10/12: задание меняли между отправками, и каждая работа оценена из максимума той версии, которую получил ученик.',
    ],
    [
      'en' as const,
      'Контрольная20/05 · out of 10/12 · weight 2',
      '“Контрольная”, out of 10/12: the task changed between sends, so each work is marked out of the maximum of the version that student received.',
    ],
  ])(
    'heads a column with the maxes its works were checked against, and says why there are two (%s)',
    async (locale, header, note) => {
      const grid = journalGrid();
      const [first, second] = grid.tasks;
      if (first === undefined || second === undefined) throw new Error('two tasks expected');
      grid.tasks = [
        { ...first, max_ball: 12, max_balls: [10] },
        { ...second, max_ball: 12, max_balls: [10, 12] },
      ];
      await act(() => changeLocale(locale));
      mockHttp({
        'GET /api/groups': GROUPS,
        'GET /api/subjects': [{ id: 5, name: 'Алгебра' }],
        'GET /api/journal': grid,
      });
      signInAs('teacher');
      renderAt(routes, '/journal');
      const table = await screen.findByRole('grid', undefined, { timeout: 5000 });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers[1]).toMatch(/ · (из|out of) 10$/);
      expect(headers[2]).toBe(header);
      expect(screen.getByText(note)).toBeTruthy();
    },
  );

  it('moves across the cells with the arrow keys (one tab stop)', async () => {
    await teacherGrid();
    const grid = screen.getByRole('grid');
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells.filter((c) => c.tabIndex === 0)).toEqual([cells[0]]);
    act(() => cells[0]?.focus());
    fireEvent.keyDown(cells[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells[1]);
    fireEvent.keyDown(cells[1] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cells[6]);
    fireEvent.keyDown(cells[6] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(cells[9]);
    expect(cells.filter((c) => c.tabIndex === 0)).toEqual([cells[9]]);
    fireEvent.keyDown(cells[9] as HTMLElement, { key: 'Home', ctrlKey: true });
    expect(document.activeElement).toBe(cells[0]);
    expect(screen.getByRole('heading', { level: 2, name: 'Аня — Дроби' })).toBeTruthy();
  });

  it('excuses the chosen cell and sets a task’s weight, then reads the grid again', async () => {
    const calls = await teacherGrid({
      'GET /api/journal': inTurn(
        journalGrid(),
        journalGrid({
          rows: [
            { ...journalGrid().rows[0]!, cells: [cell({ excused: true }), null] },
            journalGrid().rows[1]!,
          ],
        }),
        journalGrid(),
      ),
      'PUT /api/journal/excuses/10/21': { task_id: 10, student_id: 21, excused: true },
      'PUT /api/journal/weights/10': { task_id: 10, weight: 3 },
    });
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Уважительная причина (не входит в средние)' }),
    );
    expect(
      await screen.findByRole('checkbox', {
        name: 'Уважительная причина (не входит в средние)',
        checked: true,
      }),
    ).toBeTruthy();
    fireEvent.change(
      screen.getByRole('combobox', { name: 'Вес задания в средневзвешенном балле' }),
      {
        target: { value: '3' },
      },
    );
    await waitFor(() => expect(bodiesOf(calls, 'GET /api/journal')).toHaveLength(3));
    expect(bodiesOf(calls, 'PUT /api/journal/weights/10')).toEqual([{ weight: 3 }]);
  });

  it('links the direct exports of a small grid', async () => {
    await teacherGrid();
    const csv = screen.getByRole('link', { name: 'Скачать CSV' });
    expect(csv.getAttribute('href')).toBe('/api/journal/export?format=csv');
    expect(screen.getByRole('link', { name: 'Скачать XLSX' }).getAttribute('href')).toBe(
      '/api/journal/export?format=xlsx',
    );
  });

  it('queues the export of a large grid with a progress bar and a download link', async () => {
    const job = { id: 7, format: 'xlsx', created_at: 1, finished_at: null, download_url: null };
    const calls = await teacherGrid({
      'GET /api/journal': journalGrid({ export_sync_max_cells: 2 }),
      'POST /api/journal/exports': { ...job, status: 'queued', done: 0, total: 2 },
      'GET /api/journal/exports/7': inTurn(
        { ...job, status: 'running', done: 1, total: 2 },
        { ...job, status: 'done', done: 2, total: 2, download_url: '/api/journal/exports/7/file' },
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Подготовить XLSX' }));
    expect(await screen.findByRole('progressbar', { name: /Готовим файл/ })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Скачать XLSX' }, { timeout: 4000 });
    expect(link.getAttribute('href')).toBe('/api/journal/exports/7/file');
    expect(bodiesOf(calls, 'POST /api/journal/exports')).toEqual([{ format: 'xlsx' }]);
  });

  it('filters by a chosen group, «Все ученики» by default', async () => {
    const calls = await teacherGrid({
      'GET /api/journal': inTurn(journalGrid(), journalGrid({ group: { id: 3, name: '7А' } })),
    });
    const select = screen.getByRole('combobox', { name: 'Группа' });
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Все ученики');
    fireEvent.change(select, { target: { value: '3' } });
    expect(await screen.findByRole('grid', { name: 'Журнал группы 7А' })).toBeTruthy();
    expect(bodiesOf(calls, 'GET /api/journal')).toEqual([{}, { group_id: 3 }]);
  });

  it('shows a teacher without groups their students’ marks, not a request for a group', async () => {
    mockHttp({
      'GET /api/groups': [],
      'GET /api/subjects': [],
      'GET /api/journal': journalGrid(),
    });
    signInAs('teacher');
    renderAt(routes, '/journal');
    expect(
      await screen.findByRole('grid', { name: 'Журнал всех учеников' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Создайте группу/)).toBeNull();
  });

  it('tells a teacher without students to invite one', async () => {
    mockHttp({
      'GET /api/groups': [],
      'GET /api/subjects': [],
      'GET /api/journal': journalGrid({ tasks: [], rows: [] }),
    });
    signInAs('teacher');
    renderAt(routes, '/journal');
    expect(
      await screen.findByRole('heading', { name: 'У вас пока нет учеников.' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К ученикам' }).getAttribute('href')).toBe('/students');
  });

  it('shows a student their marks per subject with the chart’s data as a table', async () => {
    mockHttp({ 'GET /api/journal/mine': myJournal });
    signInAs('student');
    renderAt(routes, '/journal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Мои оценки' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Алгебра' })).toBeTruthy();
    expect(screen.getByText('Средний балл: 4,5 · средневзвешенный: 4,67 · 85%')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Оценки по предмету «Алгебра»' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ПровереноЗаданиеОценкаРезультат, %',
      '12 мая 2026Дроби470',
      '20 мая 2026Контрольная5 с опозданием100',
    ]);
    await act(() => changeLocale('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My marks' })).toBeTruthy();
  });

  it('words the marks of tasks without a subject as such, not "in No subject"', async () => {
    const [first] = myJournal.subjects;
    mockHttp({
      'GET /api/journal/mine': { ...myJournal, subjects: [{ ...first, subject: null }] },
    });
    signInAs('student');
    renderAt(routes, '/journal');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Без предмета' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Оценки по заданиям без предмета' })).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(await screen.findByRole('heading', { level: 2, name: 'No subject' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Marks for tasks with no subject' })).toBeTruthy();
    expect(
      await screen.findByText(/^Progress in tasks with no subject: the result of each/),
    ).toBeTruthy();
  });
});
