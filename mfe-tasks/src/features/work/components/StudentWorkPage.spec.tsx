import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorKey, WorkStatus } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { toast } from '@tutor/ui';
import { comment, NOW, workAnswer, workView } from '../../../shared/testing/fixtures';
import { callsTo, inTurn, Reply } from '@tutor/api-client/testing';
import { mockWork } from '../../../shared/testing/mock-work';
import { renderWorks, STUDENT } from '../../../shared/testing/render-works';

const STALE = new Reply(409, {
  message: 'Работа уже изменена в другой вкладке. Обновите страницу.',
  code: 'stale_version',
});

const answerBox = (question: string) => screen.findByLabelText(question);
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const quiet = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
/** Answers the submit confirmation with its button `name`. */
async function answerConfirm(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Сдать работу?' });
  fireEvent.click(within(dialog).getByRole('button', { name }));
  return dialog;
}

describe('the student doing a work', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('autosaves after 800 ms of quiet and sends the version of the last save', async () => {
    const calls = mockWork(workView({ version: 4 }), {
      'PUT /api/works/5/answers': inTurn({ version: 5 }, { version: 6 }),
    });
    renderWorks('/works/5', STUDENT);
    const input = await answerBox('Сколько будет 2 + 2?');
    type(input, '4');
    await quiet(799);
    expect(callsTo(calls, 'PUT', '/api/works/5/answers')).toHaveLength(0);
    expect(screen.getByText('Сохранение…')).toBeTruthy();
    await quiet(1);
    expect(await screen.findByText('Сохранено')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Семь' }));
    await quiet(800);
    await screen.findByText('Сохранено');
    expect(callsTo(calls, 'PUT', '/api/works/5/answers').map((call) => call.body)).toEqual([
      { version: 4, answers: [{ question_id: 11, value: { text: '4' } }] },
      { version: 5, answers: [{ question_id: 13, value: { choice_ids: ['b'] } }] },
    ]);
  });

  it('shows the WorkSave error, keeps the typed answer and saves it on retry', async () => {
    const calls = mockWork(workView(), {
      'PUT /api/works/5/answers': inTurn(new Reply(500, { message: 'Server Error' }), {
        version: 2,
      }),
    });
    renderWorks('/works/5', STUDENT);
    const input = await answerBox('Опишите решение');
    type(input, 'Сложил два и два');
    await quiet(800);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Не удалось сохранить работу.',
    );
    expect((input as HTMLTextAreaElement).value).toBe('Сложил два и два');
    press('Повторить');
    expect(await screen.findByText('Сохранено')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/works/5/answers')[1]?.body).toEqual({
      version: 1,
      answers: [{ question_id: 12, value: { text: 'Сложил два и два' } }],
    });
  });

  it('says "not sent" for an autosave offline, keeps the typed answer and saves it on retry', async () => {
    const calls = mockWork(workView(), {
      'PUT /api/works/5/answers': inTurn(
        () => {
          throw new ApiError(ErrorKey.NetworkError, null, null);
        },
        { version: 2 },
      ),
    });
    renderWorks('/works/5', STUDENT);
    const input = await answerBox('Опишите решение');
    type(input, 'Сложил два и два');
    await quiet(800);
    expect((await screen.findByRole('alert')).textContent).toContain('Нет сети — не отправлено.');
    expect((input as HTMLTextAreaElement).value).toBe('Сложил два и два');
    press('Повторить');
    expect(await screen.findByText('Сохранено')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/works/5/answers')[1]?.body).toEqual({
      version: 1,
      answers: [{ question_id: 12, value: { text: 'Сложил два и два' } }],
    });
  });

  it('shows a stale version with its message and a reload button', async () => {
    const calls = mockWork(workView(), { 'PUT /api/works/5/answers': STALE });
    renderWorks('/works/5', STUDENT);
    type(await answerBox('Сколько будет 2 + 2?'), '5');
    await quiet(800);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Работа уже изменена в другой вкладке.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(callsTo(calls, 'GET', '/api/works/5')).toHaveLength(2);
    type(await answerBox('Сколько будет 2 + 2?'), '4');
    await quiet(800);
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/works/5/answers')).toHaveLength(2));
  });

  it('submit saves what is pending first, then submits with the new version', async () => {
    const calls = mockWork(workView(), {
      'PUT /api/works/5/answers': { version: 2 },
      'POST /api/works/5/submit': workView({
        status: WorkStatus.Submitted,
        submitted_at: NOW,
        answers: [workAnswer({ question_id: 11, value: { text: '4' } })],
      }),
    });
    const toasted = jest.spyOn(toast, 'success');
    renderWorks('/works/5', STUDENT);
    type(await answerBox('Сколько будет 2 + 2?'), '4');
    press('Сдать работу');
    const dialog = await answerConfirm('Сдать');
    // Three of the four questions have no answer, and the student is told so.
    expect(dialog.textContent).toContain('Без ответа вопросов: 3 из 4');
    expect(await screen.findByText('Ожидает проверки')).toBeTruthy();
    expect(toasted).toHaveBeenCalledWith('Работа сдана. Преподаватель её проверит.');
    expect(screen.getByText('Работа сдана и ждёт проверки преподавателем.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/works/5/submit')[0]?.body).toEqual({ version: 2 });
    const actions = calls.filter((call) => call.method !== 'GET');
    expect(actions.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/works/5/answers',
      'POST /api/works/5/submit',
    ]);
    expect(screen.queryByRole('button', { name: 'Сдать работу' })).toBeNull();
    const answers = screen.getByRole('region', { name: 'Ответы' });
    expect(within(answers).queryByRole('textbox')).toBeNull();
    expect(within(answers).getByText('4')).toBeTruthy();
  });

  it('shows the deadline refusal of a submit', async () => {
    mockWork(workView(), {
      'POST /api/works/5/submit': new Reply(409, {
        message: 'Срок сдачи прошёл.',
        code: 'deadline_passed',
      }),
    });
    renderWorks('/works/5', STUDENT);
    await answerBox('Сколько будет 2 + 2?');
    press('Сдать работу');
    await answerConfirm('Сдать');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Срок сдачи прошёл.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('submits nothing when the student cancels the confirmation', async () => {
    const calls = mockWork(workView());
    renderWorks('/works/5', STUDENT);
    await answerBox('Сколько будет 2 + 2?');
    press('Сдать работу');
    await answerConfirm('Отмена');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/works/5/submit')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Сдать работу' })).toBeTruthy();
  });

  it('shows a timed work duration and starts it only on "Начать"', async () => {
    const hidden = workView({
      timer_minutes: 30,
      started: false,
      started_at: null,
      questions_hidden: true,
      questions: [],
      answers: [],
    });
    const calls = mockWork(hidden, {
      'POST /api/works/5/start': workView({
        timer_minutes: 30,
        started_at: NOW,
        ends_at: NOW + 1_800_000,
      }),
    });
    renderWorks('/works/5', STUDENT);
    const start = await screen.findByRole('region', { name: 'Работа с ограничением времени' });
    expect(start.textContent).toContain('У вас будет 30 минут.');
    expect(start.textContent).toContain('Вопросов: 4');
    expect(screen.queryByLabelText('Сколько будет 2 + 2?')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    await quiet(5000);
    expect(callsTo(calls, 'POST', '/api/works/5/start')).toHaveLength(0);
    fireEvent.click(within(start).getByRole('button', { name: 'Начать' }));
    expect((await screen.findByRole('timer')).textContent).toBe('Осталось времени: 30:00');
    expect(callsTo(calls, 'POST', '/api/works/5/start')).toHaveLength(1);
    expect(await answerBox('Сколько будет 2 + 2?')).toBeTruthy();
    expect(screen.getByText('Черновик')).toBeTruthy();
    await quiet(61_000);
    expect(screen.getByRole('timer').textContent).toBe('Осталось времени: 28:59');
  });

  it('says how to go on when saving meets a timed work not started (409)', async () => {
    const calls = mockWork(workView({ timer_minutes: 30 }), {
      'PUT /api/works/5/answers': new Reply(409, {
        message: 'Сначала начните работу.',
        code: 'work_not_started',
      }),
    });
    renderWorks('/works/5', STUDENT);
    type(await answerBox('Сколько будет 2 + 2?'), '4');
    await quiet(800);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Сначала начните работу.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/works/5')).toHaveLength(2));
  });

  it('asks before the tab closes while answers are not saved yet', async () => {
    mockWork(workView(), { 'PUT /api/works/5/answers': { version: 2 } });
    renderWorks('/works/5', STUDENT);
    type(await answerBox('Сколько будет 2 + 2?'), '4');
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(true);
    await quiet(800);
    await screen.findByText('Сохранено');
    expect(leaving()).toBe(false);
  });

  it('counts down on the server clock and reloads the work when the time is up', async () => {
    const serverAhead = 3_600_000;
    const calls = mockWork(workView(), {
      'GET /api/works/5': inTurn(
        workView({ now: NOW + serverAhead, ends_at: NOW + serverAhead + 2000 }),
        workView({ status: WorkStatus.Submitted, submitted_at: NOW + serverAhead + 2000 }),
      ),
    });
    renderWorks('/works/5', STUDENT);
    expect((await screen.findByRole('timer')).textContent).toBe('Осталось времени: 00:02');
    await quiet(2000);
    expect(await screen.findByText('Ожидает проверки')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/works/5')).toHaveLength(2);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('keeps question texts from being copied when the task forbids it', async () => {
    mockWork(workView({ allow_question_copy: false }));
    renderWorks('/works/5', STUDENT);
    await answerBox('Сколько будет 2 + 2?');
    const text = screen.getByText('Сколько будет 2 + 2?');
    expect(text.className).toContain('works-no-copy');
    expect(fireEvent.copy(text)).toBe(false);
    expect(fireEvent.cut(text)).toBe(false);
    expect(fireEvent.contextMenu(text)).toBe(false);
    expect(fireEvent.copy(screen.getByText('Семь'))).toBe(false);
  });

  it('lets question texts be copied when the task allows it', async () => {
    mockWork(workView({ allow_question_copy: true }));
    renderWorks('/works/5', STUDENT);
    await answerBox('Сколько будет 2 + 2?');
    expect(fireEvent.copy(screen.getByText('Сколько будет 2 + 2?'))).toBe(true);
  });

  it('shows a returned work with the teacher note in a banner at the top', async () => {
    mockWork(workView({ returned: true }), {
      'GET /api/works/5/comments': [
        comment({ id: 1, text: 'Сначала посмотрите первый.', created_at: NOW - 1000 }),
        comment({ id: 2, text: 'Доработайте второй вопрос.' }),
      ],
    });
    renderWorks('/works/5', STUDENT);
    const banner = await screen.findByText('Преподаватель вернул работу на доработку');
    const box = banner.closest('[role="status"]');
    expect(box).not.toBeNull();
    await waitFor(() =>
      expect(box?.textContent).toContain('Комментарий преподавателя: Доработайте второй вопрос.'),
    );
    expect(box?.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('button', { name: 'Сдать работу' })).toBeTruthy();
  });

  it('shows no return banner on a work never returned', async () => {
    mockWork(workView(), { 'GET /api/works/5/comments': [comment()] });
    renderWorks('/works/5', STUDENT);
    await answerBox('Сколько будет 2 + 2?');
    expect(screen.queryByText('Преподаватель вернул работу на доработку')).toBeNull();
    expect(document.title).toMatch(/^Дроби — /);
  });
});
