import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Task } from '@tutor/contracts';
import { formatDateTime } from '@tutor/i18n';
import { bodiesOf, mockHttp, Reply, type Call } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs, TEACHER } from '@tutor/ui/testing';
import { localDraftKey } from '../lib/local-draft';
import { TaskEditorPage } from './TaskEditorPage';

const SUBJECTS = [{ id: 1, name: 'Алгебра' }];
const ROUTES = [
  { path: '/tasks/new', element: <TaskEditorPage /> },
  { path: '/tasks/:taskId', element: <TaskEditorPage /> },
];

const TASK: Task = {
  id: 7,
  title: 'Дроби',
  subject_id: null,
  subject: null,
  questions: [{ id: 70, position: 0, type: 'long_text', text: 'Объясните', ball: 5 }],
  max_ball: 5,
  criteria: '',
  timer_minutes: 0,
  deadline: null,
  delay_at: null,
  only_new: false,
  can_repeated: false,
  show_answers: false,
  post_deadline_allowed: false,
  allow_question_copy: true,
  origin: 'authored',
  scale: { scale: 'points' },
  decision: '',
  created_at: 1,
  updated_at: 1,
  sent_students_count: 0,
  unstarted_works_count: 0,
};

async function openNew(): Promise<Call[]> {
  const calls = mockHttp({ 'GET /api/subjects': SUBJECTS });
  renderAt(ROUTES, '/tasks/new');
  await screen.findByRole('option', { name: 'Алгебра' });
  return calls;
}

function openTask(more = {}): Call[] {
  const calls = mockHttp({
    'GET /api/tasks/7': TASK,
    'GET /api/subjects': SUBJECTS,
    'GET /api/students': [],
    'GET /api/groups': [],
    'GET /api/tasks/7/dispatches': [],
    'GET /api/tasks/7/works': [],
    'GET /api/students/invite': { code: 'abc', url: '/join/abc' },
    'POST /api/tasks/7/dispatch-preview': { recipients: 0, students: [], only_new: false },
    ...more,
  });
  renderAt(ROUTES, '/tasks/7');
  return calls;
}

const titleField = () => screen.getByLabelText<HTMLInputElement>('Название');
const kept = (task: number | 'new') => window.localStorage.getItem(localDraftKey(TEACHER.id, task));
const notice = () => screen.queryByText(/^Восстановлен несохранённый черновик от /);

/** Types a title and waits until the form is kept in the browser. */
async function typeTitle(title: string, task: number | 'new' = 'new') {
  fireEvent.change(titleField(), { target: { value: title } });
  await waitFor(() => expect(kept(task)).toContain(title));
}

/** What a reload does to the page: it goes, and comes back. */
function leavePage() {
  window.dispatchEvent(new Event('pagehide'));
  cleanup();
}

describe('the task editor’s local draft', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
    window.localStorage.clear();
  });

  it('restores what was typed in a new task, with a notice of its time', async () => {
    await openNew();
    fireEvent.change(screen.getByLabelText('Тип нового вопроса'), {
      target: { value: 'long_text' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
    fireEvent.change(screen.getByLabelText('Текст вопроса'), { target: { value: 'Почему?' } });
    await typeTitle('Черновик задания');
    const { savedAt } = JSON.parse(kept('new') ?? '{}') as { savedAt: number };
    leavePage();

    await openNew();
    expect(
      await screen.findByText(`Восстановлен несохранённый черновик от ${formatDateTime(savedAt)}.`),
    ).toBeTruthy();
    expect(titleField().value).toBe('Черновик задания');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Текст вопроса').value).toBe('Почему?');
    // the restored questions take new list keys: adding one more keeps both
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
    expect(screen.getAllByLabelText('Текст вопроса')).toHaveLength(2);
  });

  it('writes the form at once when the page is hidden, before the pause in typing', async () => {
    await openNew();
    fireEvent.change(titleField(), { target: { value: 'Быстро' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(kept('new')).toContain('Быстро');
  });

  it('discards the restored draft: the form is as saved and nothing is kept', async () => {
    openTask();
    await screen.findByRole('heading', { name: 'Задание «Дроби»' });
    await typeTitle('Дроби с черновиком', 7);
    leavePage();

    openTask();
    await screen.findByText(/^Восстановлен несохранённый черновик от /);
    expect(titleField().value).toBe('Дроби с черновиком');
    fireEvent.click(screen.getByRole('button', { name: 'Отбросить черновик' }));
    expect(titleField().value).toBe('Дроби');
    expect(notice()).toBeNull();
    expect(kept(7)).toBeNull();
  });

  it('forgets the draft once the task is saved', async () => {
    const calls = openTask({ 'PUT /api/tasks/7': { ...TASK, title: 'Новое название' } });
    await screen.findByRole('heading', { name: 'Задание «Дроби»' });
    await typeTitle('Новое название', 7);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить задание' }));
    await waitFor(() => expect(bodiesOf(calls, 'PUT /api/tasks/7')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Задание «Новое название»' });
    expect(kept(7)).toBeNull();
    leavePage();
    openTask();
    await screen.findByRole('heading', { name: 'Задание «Дроби»' });
    expect(notice()).toBeNull();
  });

  it('keeps the form when a save fails with a lost session, for after signing in again', async () => {
    const calls = mockHttp({
      'GET /api/subjects': SUBJECTS,
      'POST /api/tasks': new Reply(401, { message: 'Unauthenticated.' }),
    });
    renderAt(ROUTES, '/tasks/new');
    await screen.findByRole('option', { name: 'Алгебра' });
    await typeTitle('Не потерять');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить задание' }));
    await waitFor(() => expect(bodiesOf(calls, 'POST /api/tasks')).toHaveLength(1));
    expect(await screen.findByText(/Перезагрузите страницу/)).toBeTruthy();
    leavePage();
    await openNew();
    await screen.findByText(/^Восстановлен несохранённый черновик от /);
    expect(titleField().value).toBe('Не потерять');
  });

  it('never shows one person’s draft to another on the same browser', async () => {
    await openNew();
    await typeTitle('Чужой черновик');
    leavePage();
    signInAs({ ...TEACHER, id: TEACHER.id + 1, email: 'other@example.com' });
    await openNew();
    expect(titleField().value).toBe('');
    expect(notice()).toBeNull();
    expect(within(document.body).queryByDisplayValue('Чужой черновик')).toBeNull();
  });
});
