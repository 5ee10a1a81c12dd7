import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentSummary } from '@tutor/contracts';
import { bodiesOf, mockHttp, type Handler } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { DispatchSection } from './DispatchSection';

const STUDENTS: StudentSummary[] = [
  { id: 11, first_name: 'Анна', email: 'anna@example.com', joined_at: 1, group_ids: [] },
  { id: 12, first_name: 'Борис', email: 'boris@example.com', joined_at: 2, group_ids: [] },
];

function open(path: string, students: StudentSummary[], more: Record<string, Handler> = {}) {
  const calls = mockHttp({
    'GET /api/students': students,
    'GET /api/groups': [],
    'GET /api/tasks/7/dispatches': [],
    'GET /api/tasks/7/works': [],
    'POST /api/tasks/7/dispatch-preview': { recipients: 0, students: [], only_new: false },
    'GET /api/students/invite': { code: 'abc', url: '/join/abc' },
    ...more,
  });
  renderAt(
    [{ path: '/tasks/7', element: <DispatchSection taskId={7} delayAt={null} onlyNew={false} /> }],
    path,
  );
  return calls;
}

const sendForm = () => screen.getByRole('form', { name: 'Отправка' });

describe('the send section', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('shows the invite link with a copy button to a teacher without students', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    open('/tasks/7', []);
    const link = await within(sendForm()).findByDisplayValue('http://localhost/join/abc');
    expect(link.getAttribute('readonly')).not.toBeNull();
    fireEvent.click(within(sendForm()).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await screen.findByText('Ссылка скопирована.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/join/abc');
  });

  it('shows no invite link once the teacher has students', async () => {
    const calls = open('/tasks/7', STUDENTS);
    await within(sendForm()).findByLabelText('Всем ученикам');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/students')).toBe(true));
    expect(screen.queryByLabelText('Ссылка-приглашение')).toBeNull();
    expect(calls.some((call) => call.url === '/api/students/invite')).toBe(false);
  });

  it('has each send option once: the time and the later joiners', async () => {
    open('/tasks/7', STUDENTS);
    await within(sendForm()).findByLabelText('Всем ученикам');
    expect(screen.getAllByLabelText('Время отправки')).toHaveLength(1);
    expect(screen.getAllByLabelText('Также ученикам, которые присоединятся позже')).toHaveLength(1);
  });

  it('preselects the student named in ?student= and sends to that student', async () => {
    const calls = open('/tasks/7?student=12', STUDENTS, {
      'POST /api/tasks/7/dispatch-preview': {
        recipients: 1,
        students: [{ id: 12, first_name: 'Борис' }],
        only_new: false,
      },
      'POST /api/tasks/7/dispatches': {
        id: 1,
        task_id: 7,
        target: { kind: 'students', student_ids: [12] },
        status: 1,
        run_at: 1,
        attempts: 0,
        works_created: 0,
        error_key: null,
        created_at: 1,
        finished_at: null,
      },
    });
    const boris = await screen.findByLabelText<HTMLInputElement>('Борис (boris@example.com)');
    expect(boris.checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Анна (anna@example.com)').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Выбранным ученикам').checked).toBe(true);
    fireEvent.click(within(sendForm()).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST /api/tasks/7/dispatches')).toEqual([
        { target: { kind: 'students', student_ids: [12] }, delay_at: null },
      ]),
    );
  });

  it('starts with all students when ?student= names nobody of the teacher’s', async () => {
    open('/tasks/7?student=99', STUDENTS);
    await screen.findByLabelText('Всем ученикам');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Всем ученикам').checked).toBe(true),
    );
  });
});
