import { act, fireEvent, screen, within } from '@testing-library/react';
import { WorkStatus, type StudentOverview } from '@tutor/contracts';
import { changeLocale } from '@tutor/i18n';
import { bodiesOf, inTurn, mockHttp, Reply } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { routes } from '../../../routes';

const cell = {
  work_id: 31,
  status: WorkStatus.Checked,
  mark: { scale: 'five_point' as const, value: 4 as const },
  ball: 8,
  max_ball: 10,
  checked_at: Date.UTC(2026, 4, 12),
  late: false,
  missing: false,
  excused: false,
  returned: false,
};

const overview = (excused = false): StudentOverview => ({
  student: {
    id: 11,
    first_name: 'Анна',
    email: 'anna@example.com',
    joined_at: Date.UTC(2026, 2, 1),
  },
  works: [
    { ...cell, task_id: 7, task_title: 'Дроби', subject: null, deadline: null, submitted_at: 1 },
    {
      ...cell,
      work_id: 32,
      status: WorkStatus.Draft,
      mark: null,
      ball: null,
      missing: true,
      excused,
      task_id: 8,
      task_title: 'Проценты',
      subject: null,
      deadline: 1,
      submitted_at: null,
    },
  ],
  subjects: [
    {
      subject: { id: 5, name: 'Алгебра' },
      marks: [
        {
          task_id: 7,
          title: 'Дроби',
          checked_at: Date.UTC(2026, 4, 12),
          mark: { scale: 'five_point', value: 4 },
          ball: 8,
          max_ball: 10,
          percent: 80,
          weight: 1,
          late: false,
          excused: false,
        },
        {
          task_id: 9,
          title: 'Уравнения',
          checked_at: Date.UTC(2026, 4, 20),
          mark: { scale: 'five_point', value: 5 },
          ball: 10,
          max_ball: 10,
          percent: 100,
          weight: 2,
          late: false,
          excused: false,
        },
      ],
      averages: { five_point_count: 2, mean: 4.5, weighted_mean: 4.67, percent: 90 },
    },
  ],
  comments: {
    count: 4,
    latest: [
      {
        id: 1,
        work_id: 31,
        task_title: 'Дроби',
        author: { id: 2, first_name: 'Мария' },
        text: 'Проверь знаменатель',
        created_at: Date.UTC(2026, 4, 13),
      },
    ],
  },
});

describe('/students/:studentId', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(async () => {
    jest.restoreAllMocks();
    resetSession();
    await changeLocale('ru');
  });

  const open = async () => {
    renderAt(routes, '/students/11');
    return screen.findByRole('heading', { level: 1, name: 'Анна' }, { timeout: 5000 });
  };

  it('shows the works with status and mark, averages per subject, progress and comments', async () => {
    mockHttp({ 'GET /api/students/11/overview': overview() });
    await open();
    const rows = within(screen.getByRole('region', { name: 'Работы' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(['ДробиПроверено4', 'ПроцентыЧерновик, не сдано в срок—']);
    expect(screen.getByRole('rowheader', { name: 'Алгебра' }).closest('tr')?.textContent).toBe(
      'Алгебра24,54,6790',
    );
    expect(
      screen.getByRole('img', {
        name: /^2 оценки с .* по .*: первая 80%, последняя 100%\.$/,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Всего 4 комментария, последние:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Написать письмо: Анна' }).getAttribute('href')).toBe(
      'mailto:anna@example.com',
    );
    expect(screen.getByRole('link', { name: 'Отправить задание' }).getAttribute('href')).toBe(
      '/tasks/new?student=11',
    );
  });

  it('excuses a work with the journal’s excuse and reads the page again', async () => {
    const calls = mockHttp({
      'GET /api/students/11/overview': inTurn(overview(), overview(true)),
      'PUT /api/journal/excuses/8/11': { task_id: 8, student_id: 11, excused: true },
    });
    await open();
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Уважительная причина: «Проценты» (не входит в средние)',
      }),
    );
    expect(
      await screen.findByRole('checkbox', {
        name: 'Уважительная причина: «Проценты» (не входит в средние)',
        checked: true,
      }),
    ).toBeTruthy();
    expect(bodiesOf(calls, 'GET /api/students/11/overview')).toHaveLength(2);
  });

  it('speaks English', async () => {
    mockHttp({ 'GET /api/students/11/overview': overview() });
    await act(() => changeLocale('en'));
    await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Averages by subject' })).toBeTruthy();
    expect(screen.getByText('4 comments; the latest:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email Анна' })).toBeTruthy();
  });

  it('says so when the student is not the teacher’s', async () => {
    mockHttp({ 'GET /api/students/11/overview': new Reply(404, { message: 'Не найдено.' }) });
    renderAt(routes, '/students/11');
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
