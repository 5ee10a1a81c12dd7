import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@tutor/i18n';
import type { StudentGroup, StudentSummary } from '@tutor/contracts';
import { bodiesOf, invalid, mockHttp, type Handler } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { toast } from '@tutor/ui';
import { StudentsPage } from './StudentsPage';

const anna: StudentSummary = {
  id: 11,
  first_name: 'Анна',
  email: 'anna@example.com',
  joined_at: Date.UTC(2026, 2, 1, 12),
  group_ids: [5],
};
const boris: StudentSummary = {
  id: 12,
  first_name: 'Борис',
  email: 'boris@example.com',
  joined_at: Date.UTC(2026, 2, 2, 12),
  group_ids: [],
};
const group: StudentGroup = { id: 5, name: '9 «А»', student_ids: [11] };
const invite = { code: 'abc', url: '/login?asStudent=1&invite=abc' };

function api(students = [anna, boris], groups = [group], more: Record<string, Handler> = {}) {
  return mockHttp({
    'GET /api/students': students,
    'GET /api/groups': groups,
    'GET /api/students/invite': invite,
    ...more,
  });
}

const open = () => renderAt([{ path: '/students', element: <StudentsPage /> }], '/students');
const press = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));
const row = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;
const inviteField = () => screen.getByLabelText<HTMLInputElement>('Ссылка-приглашение');

describe('/students', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('tells a student that the page is for teachers and asks the API nothing', () => {
    signInAs('student');
    const calls = api();
    open();
    expect(
      screen.getByRole('heading', { name: 'Эта страница доступна только учителям.' }),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('lists the students with email, joined date and groups', async () => {
    api();
    open();
    expect(await screen.findByRole('cell', { name: 'Анна' })).toBeTruthy();
    const cells = within(row('Анна'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'Анна',
      'anna@example.com',
      formatDate(anna.joined_at),
      '9 «А»',
    ]);
    expect(within(row('Борис')).getAllByRole('cell')[3]?.textContent).toBe('—');
  });

  it('shows the empty state without students', async () => {
    api([], []);
    open();
    const empty = await screen.findByRole('region', { name: 'Учеников пока нет' });
    expect(
      within(empty).getByText('У вас пока нет учеников. Отправьте им ссылку-приглашение.'),
    ).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Скопировать ссылку' })).toBeTruthy();
    expect(within(empty).getByLabelText('Ссылка-приглашение')).toBeTruthy();
    expect(await screen.findByText('Групп пока нет.')).toBeTruthy();
  });

  it('shows the full invite link and copies it to the clipboard', async () => {
    api();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    const url = `${window.location.origin}/login?asStudent=1&invite=abc`;
    await waitFor(() => expect(inviteField().value).toBe(url));
    press('Скопировать ссылку');
    expect(await screen.findByText('Ссылка скопирована.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('selects the link for copying by hand when there is no clipboard', async () => {
    api();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    open();
    await waitFor(() => expect(inviteField().value).not.toBe(''));
    press('Скопировать ссылку');
    expect(await screen.findByText(/Ссылка выделена/)).toBeTruthy();
    expect(document.activeElement).toBe(inviteField());
    expect(inviteField().selectionEnd).toBe(inviteField().value.length);
  });

  it('makes a new link', async () => {
    const calls = api(undefined, undefined, {
      'POST /api/students/invite': {
        code: 'xyz',
        url: 'https://tutor.example/login?asStudent=1&invite=xyz',
      },
    });
    open();
    await waitFor(() => expect(inviteField().value).toContain('invite=abc'));
    press('Новая ссылка');
    await waitFor(() =>
      expect(inviteField().value).toBe('https://tutor.example/login?asStudent=1&invite=xyz'),
    );
    expect(bodiesOf(calls, 'POST /api/students/invite')).toHaveLength(1);
  });

  it('removes a student after a confirmation', async () => {
    const calls = api(undefined, undefined, { 'DELETE /api/students/11': null });
    open();
    await screen.findByRole('cell', { name: 'Анна' });
    press('Убрать из учеников: Анна');
    expect(bodiesOf(calls, 'DELETE /api/students/11')).toEqual([]);
    const success = jest.spyOn(toast, 'success');
    const question = await screen.findByRole('dialog', { name: 'Убрать ученика?' });
    expect(within(question).getByText('Убрать из ваших учеников: Анна?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Анна' })).toBeNull());
    expect(bodiesOf(calls, 'DELETE /api/students/11')).toHaveLength(1);
    expect(screen.getByText('Учеников: 0')).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Анна — больше не в списке ваших учеников');
  });

  it('keeps a student when the confirmation is cancelled', async () => {
    const calls = api();
    open();
    await screen.findByRole('cell', { name: 'Анна' });
    press('Убрать из учеников: Анна');
    press('Отмена', await screen.findByRole('dialog', { name: 'Убрать ученика?' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Убрать из учеников: Анна' })).toBeTruthy();
  });

  it('creates a group with the students ticked', async () => {
    const calls = api(undefined, undefined, {
      'POST /api/groups': { id: 6, name: 'Олимпиадники', student_ids: [11, 12] },
    });
    open();
    await screen.findByRole('cell', { name: 'Анна' });
    press('Новая группа');
    fireEvent.change(screen.getByLabelText('Название группы'), {
      target: { value: 'Олимпиадники' },
    });
    fireEvent.click(screen.getByLabelText('Борис (boris@example.com)'));
    fireEvent.click(screen.getByLabelText('Анна (anna@example.com)'));
    press('Сохранить группу');
    expect(await screen.findByText('Олимпиадники', { selector: 'strong' })).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/groups')).toEqual([
      { name: 'Олимпиадники', student_ids: [11, 12] },
    ]);
    expect(within(row('Борис')).getAllByRole('cell')[3]?.textContent).toBe('Олимпиадники');
  });

  it('shows a 422 under the group name', async () => {
    api(undefined, undefined, {
      'POST /api/groups': invalid({ name: ['Введите название группы.'] }),
    });
    open();
    await screen.findByRole('cell', { name: 'Анна' });
    press('Новая группа');
    press('Сохранить группу');
    const name = screen.getByLabelText('Название группы');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Введите название группы.',
    );
  });

  it('renames a group and changes its members', async () => {
    const calls = api(undefined, undefined, {
      'PATCH /api/groups/5': { id: 5, name: '9 «Б»', student_ids: [12] },
    });
    open();
    await screen.findByText('9 «А»', { selector: 'strong' });
    press('Изменить группу 9 «А»');
    const name = screen.getByLabelText<HTMLInputElement>('Название группы');
    expect(name.value).toBe('9 «А»');
    expect(screen.getByLabelText<HTMLInputElement>('Анна (anna@example.com)').checked).toBe(true);
    fireEvent.change(name, { target: { value: '9 «Б»' } });
    fireEvent.click(screen.getByLabelText('Анна (anna@example.com)'));
    fireEvent.click(screen.getByLabelText('Борис (boris@example.com)'));
    press('Сохранить группу');
    expect(await screen.findByText('9 «Б»', { selector: 'strong' })).toBeTruthy();
    expect(bodiesOf(calls, 'PATCH /api/groups/5')).toEqual([{ name: '9 «Б»', student_ids: [12] }]);
  });

  it('deletes a group after a confirmation', async () => {
    const calls = api(undefined, undefined, { 'DELETE /api/groups/5': null });
    open();
    await screen.findByText('9 «А»', { selector: 'strong' });
    press('Удалить группу 9 «А»');
    press('Удалить', await screen.findByRole('dialog', { name: 'Удалить группу?' }));
    await waitFor(() => expect(screen.queryByText('9 «А»', { selector: 'strong' })).toBeNull());
    expect(bodiesOf(calls, 'DELETE /api/groups/5')).toHaveLength(1);
  });
});
