import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { formatDateTime } from '@tutor/i18n';
import {
  DispatchErrorKey,
  DispatchJobStatus,
  WorkStatus,
  type CheckQueueItem,
  type DispatchPreview,
  type DispatchJob,
  type StudentGroup,
  type StudentSummary,
} from '@tutor/contracts';
import {
  bodiesOf,
  callsTo,
  inTurn,
  invalid,
  mockHttp,
  type Call,
  type Handler,
} from '@tutor/api-client/testing';
import { currentPath, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { DispatchSection } from './DispatchSection';
import { POLL_MS } from '../hooks/use-dispatch-jobs';

const STUDENTS: StudentSummary[] = [
  { id: 11, first_name: 'Анна', email: 'anna@example.com', joined_at: 1, group_ids: [5] },
  { id: 12, first_name: 'Борис', email: 'boris@example.com', joined_at: 2, group_ids: [] },
];
const GROUPS: StudentGroup[] = [{ id: 5, name: '9 «А»', student_ids: [11] }];
const DELAY = new Date('2026-05-20T09:30').getTime();

function job(overrides: Partial<DispatchJob>): DispatchJob {
  return {
    id: 1,
    task_id: 7,
    target: { kind: 'all' },
    status: DispatchJobStatus.Done,
    run_at: DELAY,
    attempts: 1,
    works_created: 2,
    error_key: null,
    created_at: 1,
    finished_at: null,
    ...overrides,
  };
}

const WORKS: CheckQueueItem[] = [
  {
    work_id: 301,
    task_id: 7,
    title: 'Дроби',
    subject: null,
    student: { id: 11, first_name: 'Анна' },
    status: WorkStatus.Submitted,
    attempt: 1,
    resubmitted: false,
    late: true,
    submitted_at: DELAY,
  },
  {
    work_id: 302,
    task_id: 7,
    title: 'Дроби',
    subject: null,
    student: { id: 12, first_name: 'Борис' },
    status: WorkStatus.Draft,
    attempt: 1,
    resubmitted: false,
    late: false,
    submitted_at: null,
  },
];

const PREVIEW: DispatchPreview = {
  recipients: 2,
  students: [
    { id: 11, first_name: 'Анна' },
    { id: 12, first_name: 'Борис' },
  ],
  only_new: false,
};

type Jobs = DispatchJob[] | (() => DispatchJob[]);

function api(jobs: Jobs = [], works: CheckQueueItem[] = [], more: Record<string, Handler> = {}) {
  return mockHttp({
    'GET /api/students': STUDENTS,
    'GET /api/groups': GROUPS,
    'GET /api/tasks/7/dispatches': jobs,
    'GET /api/tasks/7/works': works,
    'POST /api/tasks/7/dispatch-preview': PREVIEW,
    ...more,
  });
}

const open = () =>
  renderAt(
    [{ path: '/tasks/7', element: <DispatchSection taskId={7} delayAt={DELAY} onlyNew={false} /> }],
    '/tasks/7',
  );
const press = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));
const jobsTable = () => screen.getByRole('region', { name: 'Отправки задания' });
const dispatchCalls = (calls: Call[]) => callsTo(calls, 'GET', '/api/tasks/7/dispatches').length;

describe('sending a task', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    resetSession();
  });

  it('sends to all students at the delay taken from the task and lists the planned job', async () => {
    const planned = job({ id: 9, status: DispatchJobStatus.Planned, works_created: 0 });
    let jobs: DispatchJob[] = [];
    const calls = api(() => jobs, [], {
      'POST /api/tasks/7/dispatches': () => {
        jobs = [planned];
        return planned;
      },
    });
    open();
    expect(await screen.findByText('Задание ещё не отправлялось.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Всем ученикам').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Время отправки').value).toBe(
      '2026-05-20T09:30',
    );
    press('Отправить');
    expect(
      await screen.findByText(`Отправка запланирована на ${formatDateTime(DELAY)}.`),
    ).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/tasks/7/dispatches')).toEqual([
      { target: { kind: 'all' }, delay_at: DELAY },
    ]);
    const row = within(jobsTable()).getByText('Все ученики').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Все ученики', 'Запланировано', formatDateTime(DELAY), '0', 'Отменить']);
  });

  it('sends to a group chosen in the select, right away when the time is cleared', async () => {
    const grouped = job({ target: { kind: 'group', group_id: 5 } });
    let jobs: DispatchJob[] = [];
    const calls = api(() => jobs, [], {
      'POST /api/tasks/7/dispatches': () => {
        jobs = [grouped];
        return grouped;
      },
    });
    open();
    await screen.findByText('Задание ещё не отправлялось.');
    fireEvent.click(screen.getByLabelText('Группе'));
    fireEvent.change(screen.getByLabelText('Группа'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Время отправки'), { target: { value: '' } });
    press('Отправить');
    expect(await within(jobsTable()).findByText('Группа «9 «А»»')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/tasks/7/dispatches')).toEqual([
      { target: { kind: 'group', group_id: 5 }, delay_at: null },
    ]);
  });

  it('sends to the students ticked, and shows a 422 under the list', async () => {
    const chosen = job({ target: { kind: 'students', student_ids: [12] } });
    let jobs: DispatchJob[] = [];
    const calls = api(() => jobs, [], {
      'POST /api/tasks/7/dispatches': inTurn(
        invalid({ 'target.student_ids': ['Выберите хотя бы одного ученика.'] }),
        () => {
          jobs = [chosen];
          return chosen;
        },
      ),
    });
    open();
    await screen.findByText('Задание ещё не отправлялось.');
    fireEvent.click(screen.getByLabelText('Выбранным ученикам'));
    press('Отправить');
    const list = screen.getByRole('group', { name: 'Ученики' });
    expect(await within(list).findByText('Выберите хотя бы одного ученика.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Борис (boris@example.com)'));
    press('Отправить');
    expect(await within(jobsTable()).findByText('Учеников: 1')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/tasks/7/dispatches').at(-1)).toEqual({
      target: { kind: 'students', student_ids: [12] },
      delay_at: DELAY,
    });
  });

  it('cancels a planned job, which leaves the list', async () => {
    let jobs = [job({ id: 3, status: DispatchJobStatus.Planned, works_created: 0 })];
    const calls = api(() => jobs, [], {
      'POST /api/dispatches/3/cancel': () => {
        jobs = [];
        return null;
      },
    });
    open();
    press('Отменить', await screen.findByRole('region', { name: 'Отправки задания' }));
    expect(await screen.findByText('Задание ещё не отправлялось.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/dispatches/3/cancel')).toHaveLength(1);
  });

  it('retries a job failed with 25 and explains why a job failed', async () => {
    const failed = job({
      id: 4,
      status: DispatchJobStatus.Failed,
      error_key: DispatchErrorKey.Unexpected,
    });
    const permanent = job({
      id: 5,
      status: DispatchJobStatus.FailedPermanently,
      error_key: DispatchErrorKey.TaskDeleted,
    });
    let jobs = [failed, permanent];
    const calls = api(() => jobs, [], {
      'POST /api/dispatches/4/retry': () => {
        jobs = [{ ...failed, status: DispatchJobStatus.Done, error_key: null }, permanent];
        return null;
      },
    });
    open();
    expect(await screen.findByText('Что-то пошло не так, повторите')).toBeTruthy();
    expect(screen.getByText('Задание удалено')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Повторить' })).toHaveLength(1);
    press('Повторить');
    expect(await within(jobsTable()).findByText('Готово')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/dispatches/4/retry')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  it('asks for the jobs every 2 s while one is unfinished, then stops', async () => {
    jest.useFakeTimers();
    const answers = [
      [job({ status: DispatchJobStatus.Queued, works_created: 0 })],
      [job({ status: DispatchJobStatus.Running, works_created: 1 })],
      [job({ status: DispatchJobStatus.Done, works_created: 2 })],
    ];
    let call = 0;
    const calls = api(() => answers[Math.min(call++, answers.length - 1)] ?? [], WORKS);
    const worksCalls = () => callsTo(calls, 'GET', '/api/tasks/7/works').length;
    open();
    expect(await screen.findByText('В очереди')).toBeTruthy();
    expect(dispatchCalls(calls)).toBe(1);
    const worksBefore = worksCalls();
    await act(async () => jest.advanceTimersByTime(POLL_MS));
    expect(await screen.findByText('Выполняется')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(POLL_MS));
    expect(await screen.findByText('Готово')).toBeTruthy();
    expect(dispatchCalls(calls)).toBe(3);
    await act(async () => jest.advanceTimersByTime(POLL_MS * 5));
    expect(dispatchCalls(calls)).toBe(3);
    // Each change of the jobs asked for the task's works again.
    expect(worksCalls()).toBe(worksBefore + 2);
  });

  it('lists the works of the task with status, late mark and a link to each', async () => {
    api([job({})], WORKS);
    open();
    const works = await screen.findByRole('region', { name: 'Работы по заданию' });
    const anna = (await within(works).findByRole('link', { name: 'Анна' })).closest(
      'tr',
    ) as HTMLElement;
    expect(
      within(anna)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Анна', 'Ожидает проверки · с опозданием', '1', formatDateTime(DELAY)]);
    const boris = within(works).getByRole('link', { name: 'Борис' }).closest('tr') as HTMLElement;
    expect(within(boris).getAllByRole('cell')[1]?.textContent).toBe('Черновик');
    fireEvent.click(within(works).getByRole('link', { name: 'Анна' }));
    await currentPath('/works/301');
  });

  it('marks a resubmitted work in the works of the task', async () => {
    const resubmitted = {
      ...WORKS[0],
      status: WorkStatus.Resubmitted,
      resubmitted: true,
      attempt: 1,
    };
    api([job({})], [resubmitted as CheckQueueItem]);
    open();
    const works = await screen.findByRole('region', { name: 'Работы по заданию' });
    const anna = (await within(works).findByRole('link', { name: 'Анна' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(anna).getAllByRole('cell')[1]?.textContent).toContain('Повторная сдача');
  });

  it('says when the task has no works yet', async () => {
    api();
    open();
    expect(await screen.findByText('Работ пока нет: отправьте задание ученикам.')).toBeTruthy();
  });

  it('says who will receive the task, with the right plural, as the target changes', async () => {
    const calls = api([], [], {
      'POST /api/tasks/7/dispatch-preview': (body: unknown) =>
        (body as { target: { kind: string } }).target.kind === 'all'
          ? { ...PREVIEW, recipients: 3, students: [...PREVIEW.students] }
          : { recipients: 1, students: [PREVIEW.students[0]], only_new: false },
    });
    open();
    expect(await screen.findByText('Получат 3 ученика: Анна, Борис, …')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Группе'));
    fireEvent.change(screen.getByLabelText('Группа'), { target: { value: '5' } });
    expect(await screen.findByText('Получит 1 ученик: Анна')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/tasks/7/dispatch-preview').at(-1)).toEqual({
      target: { kind: 'group', group_id: 5 },
    });
  });

  it('says when nobody would receive it, refuses in place, then sends to later joiners', async () => {
    const done = job({ id: 9, status: DispatchJobStatus.Done, works_created: 0 });
    let jobs: DispatchJob[] = [];
    const calls = api(() => jobs, [], {
      'POST /api/tasks/7/dispatch-preview': { recipients: 0, students: [], only_new: false },
      'POST /api/tasks/7/dispatches': inTurn(
        invalid({ target: ['Сейчас задание никто не получит.'] }),
        () => {
          jobs = [done];
          return done;
        },
      ),
    });
    open();
    expect(
      await screen.findByText('Сейчас задание никто не получит: здесь пока нет учеников.'),
    ).toBeTruthy();
    const later = screen.getByLabelText<HTMLInputElement>(
      'Также ученикам, которые присоединятся позже',
    );
    expect(later.checked).toBe(false);
    press('Отправить');
    const kinds = screen.getByRole('group', { name: 'Кому отправить' });
    expect(await within(kinds).findByText('Сейчас задание никто не получит.')).toBeTruthy();
    fireEvent.click(later);
    expect(within(kinds).queryByText('Сейчас задание никто не получит.')).toBeNull();
    press('Отправить');
    expect(
      await screen.findByText(
        'Пока никто не получил задание: его получат ученики, которые присоединятся позже.',
      ),
    ).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/tasks/7/dispatches').at(-1)).toEqual({
      target: { kind: 'all' },
      delay_at: DELAY,
      only_new: true,
    });
    expect(
      await within(jobsTable()).findByText(
        'Пока никому: задание получат ученики, которые присоединятся позже.',
      ),
    ).toBeTruthy();
    expect(within(jobsTable()).getByText('Готово')).toBeTruthy();
  });

  it('keeps the sent message when the saved task then goes to later joiners', async () => {
    const done = job({ id: 9, status: DispatchJobStatus.Done, works_created: 0 });
    api([], [], {
      'POST /api/tasks/7/dispatch-preview': { recipients: 0, students: [], only_new: false },
      'POST /api/tasks/7/dispatches': done,
    });
    let save: (onlyNew: boolean) => void = () => undefined;
    function Editor() {
      const [onlyNew, setOnlyNew] = useState(false);
      save = setOnlyNew;
      return <DispatchSection taskId={7} delayAt={DELAY} onlyNew={onlyNew} />;
    }
    renderAt([{ path: '/tasks/7', element: <Editor /> }], '/tasks/7');
    const later = await screen.findByLabelText<HTMLInputElement>(
      'Также ученикам, которые присоединятся позже',
    );
    fireEvent.click(later);
    press('Отправить');
    const sent = 'Пока никто не получил задание: его получат ученики, которые присоединятся позже.';
    expect(await screen.findByText(sent)).toBeTruthy();
    // the task, asked for again after the send, now says it goes to later joiners
    act(() => save(true));
    expect(screen.getByText(sent)).toBeTruthy();
    expect(
      screen.getByLabelText<HTMLInputElement>('Также ученикам, которые присоединятся позже')
        .checked,
    ).toBe(true);
  });

  it('ticks "later joiners" when the task already goes to them', async () => {
    api([], [], {
      'POST /api/tasks/7/dispatch-preview': { recipients: 0, students: [], only_new: true },
    });
    renderAt(
      [{ path: '/tasks/7', element: <DispatchSection taskId={7} delayAt={DELAY} onlyNew /> }],
      '/tasks/7',
    );
    const later = await screen.findByLabelText<HTMLInputElement>(
      'Также ученикам, которые присоединятся позже',
    );
    expect(later.checked).toBe(true);
  });
});
