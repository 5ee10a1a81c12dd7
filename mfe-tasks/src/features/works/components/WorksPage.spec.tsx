import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorKey, WorkStatus } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { changeLocale } from '@tutor/i18n';
import { checkQueueItem, NOW, workSummary } from '../../../shared/testing/fixtures';
import { callsTo, mockHttp } from '@tutor/api-client/testing';
import { renderWorks, STUDENT, TEACHER } from '../../../shared/testing/render-works';

const summary = workSummary;
const queueItem = checkQueueItem;

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('/works for a student', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => changeLocale('ru'));
  });

  it('lists the works with the spec status labels, attempts, deadlines and results', async () => {
    const past = Date.now() - 86_400_000;
    mockHttp({
      'GET /api/works': [
        summary({ id: 1, title: 'Новая', deadline: past }),
        summary({ id: 2, title: 'Начатая', started_at: NOW }),
        summary({ id: 3, title: 'Сданная', status: WorkStatus.Submitted, late: true }),
        summary({ id: 4, title: 'Пересданная', status: WorkStatus.Resubmitted }),
        summary({ id: 5, title: 'На проверке', status: WorkStatus.BeingChecked }),
        summary({
          id: 6,
          title: 'Проверенная',
          status: WorkStatus.Checked,
          attempt: 2,
          ball: 7,
          mark: { scale: 'five_point', value: 4 },
        }),
        summary({
          id: 7,
          title: 'По баллам',
          status: WorkStatus.Checked,
          ball: 12,
          max_ball: 14,
          mark: { scale: 'points', ball: 12, max_ball: 14 },
        }),
        summary({ id: 8, title: 'Контрольная', timer_minutes: 30 }),
        summary({ id: 9, title: 'На доработке', returned: true, started_at: NOW }),
      ],
    });
    renderWorks('/works?view=all', STUDENT);
    expect(await screen.findByRole('table', { name: 'Мои работы' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Мои работы' })).toBeTruthy();
    expect(document.title).toMatch(/^Мои работы — /);
    expect(row('Новая').textContent).toContain('Черновик');
    expect(row('Новая').textContent).toContain('Просрочено');
    // One label per status: a started draft is a draft, as on its page.
    expect(row('Начатая').textContent).toContain('Черновик');
    expect(row('Начатая').textContent).not.toContain('Выполняется');
    expect(row('Сданная').textContent).toContain('Ожидает проверки');
    expect(row('Сданная').textContent).toContain('Сдана с опозданием');
    expect(row('Пересданная').textContent).toContain('Ожидает проверки');
    expect(row('На проверке').textContent).toContain('На проверке');
    const checked = row('Проверенная');
    expect(checked.textContent).toContain('Проверено');
    expect(checked.textContent).toContain('Попытка 2');
    expect(checked.textContent).toContain('7 из 10');
    expect(checked.textContent).toContain('Оценка: 4');
    expect(within(checked).getByRole('link', { name: 'Проверенная' }).getAttribute('href')).toBe(
      '/works/6',
    );
    // On the points scale the mark repeats the points: shown once.
    expect(row('По баллам').textContent).toContain('12 из 14');
    expect(row('По баллам').textContent).not.toContain('Оценка');
    // A work sent back for rework says so, not «Черновик».
    expect(row('На доработке').textContent).toContain('Возвращена на доработку');
    expect(row('На доработке').textContent).not.toContain('Черновик');
    const timed = row('Контрольная');
    expect(within(timed).getByRole('img', { name: 'С таймером: 30 мин' })).toBeTruthy();
    expect(row('Новая').querySelector('.works-timed')).toBeNull();
  });

  it('shows the labels in English too', async () => {
    mockHttp({ 'GET /api/works': [summary({ started_at: NOW })] });
    renderWorks('/works?view=all', STUDENT);
    await screen.findByRole('table');
    await act(() => changeLocale('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My works' })).toBeTruthy();
    expect(row('Дроби').textContent).toContain('Draft');
  });

  it('says so when there are no works, and what to do next', async () => {
    const calls = mockHttp({ 'GET /api/works': [] });
    renderWorks('/works?view=all', STUDENT);
    const empty = await screen.findByRole('region', { name: 'Работ пока нет' });
    expect(empty.textContent).toContain('Ваш преподаватель ещё не отправил заданий');
    expect(empty.textContent).toContain('ссылку-приглашение');
    fireEvent.click(within(empty).getByRole('button', { name: 'Проверить ещё раз' }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/works')).toHaveLength(2));
  });

  it('shows a failed load as the catalogue error', async () => {
    mockHttp({
      'GET /api/works': () => {
        throw new ApiError(ErrorKey.ServerError, 500, 'Server Error');
      },
    });
    renderWorks('/works?view=all', STUDENT);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ошибка сервера. Повторите попытку позже.',
    );
  });
});

describe('/works for a teacher: the check queue', () => {
  afterEach(() => jest.restoreAllMocks());

  function mockQueue(total = 1, items = [queueItem({})]) {
    return mockHttp({
      'GET /api/checks': (params) => ({
        items,
        total,
        page: (params as { page: number }).page,
        per_page: 50,
      }),
      'GET /api/tasks': { items: [{ id: 1, title: 'Дроби' }], total: 1, page: 1, per_page: 100 },
      'GET /api/subjects': [{ id: 3, name: 'Математика' }],
      'GET /api/students': [{ id: 2, first_name: 'Оля', email: 'olya@example.com' }],
    });
  }

  it('lists works awaiting check with links to the check page', async () => {
    mockQueue(2, [
      queueItem({}),
      queueItem({
        work_id: 6,
        student: { id: 4, first_name: 'Петя' },
        status: WorkStatus.BeingChecked,
        late: true,
        attempt: 2,
      }),
      queueItem({
        work_id: 7,
        student: { id: 8, first_name: 'Вика' },
        status: WorkStatus.Resubmitted,
        resubmitted: true,
      }),
    ]);
    renderWorks('/works', TEACHER);
    expect(await screen.findByRole('table', { name: 'Работы на проверку' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Работы на проверку' })).toBeTruthy();
    expect(document.title).toMatch(/^Работы на проверку — /);
    expect(row('Оля').textContent).toContain('Ожидает проверки');
    expect(row('Оля').textContent).not.toContain('Повторная сдача');
    expect(row('Вика').textContent).toContain('Повторная сдача');
    const petya = row('Петя');
    expect(petya.textContent).toContain('На проверке');
    expect(petya.textContent).toContain('Сдана с опозданием');
    expect(petya.textContent).toContain('Попытка 2');
    expect(within(petya).getByRole('link', { name: 'Дроби' }).getAttribute('href')).toBe(
      '/works/6',
    );
  });

  it('filters by task, subject, status and student', async () => {
    const calls = mockQueue();
    renderWorks('/works', TEACHER);
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'Оля (olya@example.com)' });
    fireEvent.change(screen.getByLabelText('Задание'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Предмет'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Статус'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Ученик'), { target: { value: '2' } });
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/checks').at(-1)?.body).toEqual({
        task_id: 1,
        subject_id: 3,
        status: 3,
        student_id: 2,
        page: 1,
      }),
    );
    expect(
      within(screen.getByLabelText('Статус'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Все', 'Ожидает проверки', 'Ожидает проверки после доработки', 'На проверке']);
  });

  it('pages through the queue', async () => {
    const calls = mockQueue(120);
    renderWorks('/works', TEACHER);
    expect(await screen.findByText('Страница 1 из 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(await screen.findByText('Страница 2 из 3')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/checks').at(-1)?.body).toMatchObject({ page: 2 });
  });

  it('says so when nothing awaits a check', async () => {
    mockQueue(0, []);
    renderWorks('/works', TEACHER);
    const empty = await screen.findByRole('region', { name: 'Нет работ на проверку' });
    expect(within(empty).getByRole('link', { name: 'К заданиям' }).getAttribute('href')).toBe(
      '/tasks',
    );
  });
});
