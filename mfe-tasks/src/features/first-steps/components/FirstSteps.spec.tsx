import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FirstSteps as Steps } from '@tutor/contracts';
import { bodiesOf, inTurn, mockHttp, Reply } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { routes } from '../../../routes';
import { FirstSteps } from './FirstSteps';

const NOTHING: Steps = {
  has_student: false,
  has_task: false,
  has_sent: false,
  next_task: null,
  hidden: false,
};
const INVITE = { code: 'abc', url: '/login?asStudent=1&invite=abc' };

const open = () => renderAt([{ path: '/tasks', element: <FirstSteps /> }], '/tasks');
const card = () => screen.findByRole('region', { name: 'Первые шаги' });
const stepsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => [
      within(item).getByRole('heading').textContent,
      item.getAttribute('aria-current') ?? '',
    ]);

describe('the start card of a new teacher', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('is mounted on the task list, above the tasks', async () => {
    mockHttp({
      'GET /api/tasks': { items: [], total: 0, page: 1, per_page: 20 },
      'GET /api/first-steps': NOTHING,
      'GET /api/students/invite': INVITE,
    });
    renderAt(routes, '/tasks');
    expect(await card()).toBeTruthy();
  });

  it('starts at step 1 of 3 with the invite link to copy right there', async () => {
    mockHttp({ 'GET /api/first-steps': NOTHING, 'GET /api/students/invite': INVITE });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    open();
    const region = await card();
    expect(within(region).getByText(/^Шаг 1 из 3/)).toBeTruthy();
    const bar = within(region).getByRole('progressbar', { name: 'Прогресс первых шагов' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuetext')).toBe('Выполнено 0 из 3');
    expect(stepsIn(region)).toEqual([
      ['Пригласите ученика', 'step'],
      ['Создайте задание', ''],
      ['Отправьте задание', ''],
    ]);
    const link = within(region).getByLabelText<HTMLInputElement>('Ссылка-приглашение');
    await waitFor(() => expect(link.value).toBe('http://localhost/login?asStudent=1&invite=abc'));
    fireEvent.click(within(region).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await within(region).findByText('Ссылка скопирована.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/login?asStudent=1&invite=abc');
    // the card keeps to one action per step: no "new link" here
    expect(within(region).queryByRole('button', { name: 'Новая ссылка' })).toBeNull();
    expect(within(region).getByRole('link', { name: 'Создать задание' }).getAttribute('href')).toBe(
      '/tasks/new',
    );
    expect(within(region).getByText('Сначала создайте задание.')).toBeTruthy();
  });

  it('offers the newest unsent task once a student and a task are there', async () => {
    mockHttp({
      'GET /api/first-steps': {
        ...NOTHING,
        has_student: true,
        has_task: true,
        next_task: { id: 12, title: 'Дроби' },
      },
    });
    open();
    const region = await card();
    expect(within(region).getByText(/^Шаг 3 из 3/)).toBeTruthy();
    expect(within(region).getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      'Выполнено 2 из 3',
    );
    expect(stepsIn(region)).toEqual([
      ['Пригласите ученика — выполнено', ''],
      ['Создайте задание — выполнено', ''],
      ['Отправьте задание', 'step'],
    ]);
    expect(within(region).getByText('Первый ученик уже есть.')).toBeTruthy();
    expect(within(region).getByText(/^Самое новое из неотправленных — «Дроби»\./)).toBeTruthy();
    expect(
      within(region).getByRole('link', { name: 'Открыть и отправить' }).getAttribute('href'),
    ).toBe('/tasks/12');
  });

  it('hides for good with «Скрыть», once however often it is pressed', async () => {
    const calls = mockHttp({
      'GET /api/first-steps': NOTHING,
      'GET /api/students/invite': INVITE,
      'POST /api/first-steps/hide': { ...NOTHING, hidden: true },
    });
    open();
    const region = await card();
    const hide = within(region).getByRole('button', { name: 'Скрыть' });
    fireEvent.click(hide);
    fireEvent.click(hide);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Первые шаги' })).toBeNull());
    expect(bodiesOf(calls, 'POST /api/first-steps/hide')).toHaveLength(1);
  });

  it('says why hiding failed and stays', async () => {
    mockHttp({
      'GET /api/first-steps': NOTHING,
      'GET /api/students/invite': INVITE,
      'POST /api/first-steps/hide': new Reply(500, { message: 'Server Error' }),
    });
    open();
    const region = await card();
    fireEvent.click(within(region).getByRole('button', { name: 'Скрыть' }));
    expect(await within(region).findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Первые шаги' })).toBeTruthy();
  });

  it('shows nothing once hidden', async () => {
    const calls = mockHttp({ 'GET /api/first-steps': { ...NOTHING, hidden: true } });
    open();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says «Готово» once when the last step gets done, and puts itself away', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const all: Steps = { ...NOTHING, has_student: true, has_task: true, has_sent: true };
      const calls = mockHttp({
        'GET /api/first-steps': inTurn({ ...NOTHING, has_task: true }, all),
        'GET /api/students/invite': INVITE,
        'POST /api/first-steps/hide': { ...all, hidden: true },
      });
      open();
      await card();
      // nobody has joined yet: the card asks again by itself
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      const done = await screen.findByRole('region', { name: 'Готово' });
      expect(within(done).getByRole('status').textContent).toMatch(/^Первый ученик есть/);
      await waitFor(() => expect(bodiesOf(calls, 'POST /api/first-steps/hide')).toHaveLength(1));
      fireEvent.click(within(done).getByRole('button', { name: 'Закрыть' }));
      expect(screen.queryByRole('region')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts itself away without a word for a teacher who had done it all before', async () => {
    const all: Steps = { ...NOTHING, has_student: true, has_task: true, has_sent: true };
    const calls = mockHttp({
      'GET /api/first-steps': all,
      'POST /api/first-steps/hide': { ...all, hidden: true },
    });
    open();
    await waitFor(() => expect(bodiesOf(calls, 'POST /api/first-steps/hide')).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
