import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, invalid, mockHttp } from '@tutor/api-client/testing';
import { currentPath, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { toast } from '@tutor/ui';
import { SubjectsPage } from './SubjectsPage';

const SUBJECTS = [
  { id: 1, name: 'Алгебра' },
  { id: 2, name: 'Физика' },
];

const open = () =>
  renderAt([{ path: '/tasks/subjects', element: <SubjectsPage /> }], '/tasks/subjects');
const press = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorsOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(`${input.id}-errors`)?.textContent;
};

describe('/tasks/subjects', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('tells a student that the page is for teachers', () => {
    signInAs('student');
    open();
    expect(
      screen.getByRole('heading', { name: 'Эта страница доступна только учителям.' }),
    ).toBeTruthy();
  });

  it('lists the subjects and links back to the tasks', async () => {
    mockHttp({ 'GET /api/subjects': SUBJECTS });
    open();
    expect(await screen.findByText('Алгебра')).toBeTruthy();
    expect(screen.getByText('Физика')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'К заданиям' }));
    await currentPath('/tasks');
  });

  it('shows the empty state', async () => {
    mockHttp({ 'GET /api/subjects': [] });
    open();
    const empty = await screen.findByRole('region', { name: 'Предметов пока нет.' });
    expect(within(empty).getByLabelText('Новый предмет')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Добавить' })).toBeTruthy();
  });

  it('adds a subject and clears the field', async () => {
    const calls = mockHttp({
      'GET /api/subjects': SUBJECTS,
      'POST /api/subjects': { id: 3, name: 'Химия' },
    });
    open();
    await screen.findByText('Алгебра');
    type('Новый предмет', 'Химия');
    press('Добавить');
    expect(await screen.findByText('Химия')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/subjects')).toEqual([{ name: 'Химия' }]);
    expect(screen.getByLabelText<HTMLInputElement>('Новый предмет').value).toBe('');
  });

  it('shows a 422 under the new subject field', async () => {
    mockHttp({
      'GET /api/subjects': SUBJECTS,
      'POST /api/subjects': invalid({ name: ['Такой предмет уже есть.'] }),
    });
    open();
    await screen.findByText('Алгебра');
    type('Новый предмет', 'Алгебра');
    press('Добавить');
    await waitFor(() => expect(errorsOf('Новый предмет')).toBe('Такой предмет уже есть.'));
  });

  it('renames a subject inline', async () => {
    const calls = mockHttp({
      'GET /api/subjects': SUBJECTS,
      'PATCH /api/subjects/1': { id: 1, name: 'Геометрия' },
    });
    open();
    await screen.findByText('Алгебра');
    press('Переименовать Алгебра');
    expect(screen.getByLabelText<HTMLInputElement>('Название предмета').value).toBe('Алгебра');
    type('Название предмета', 'Геометрия');
    press('Сохранить');
    expect(await screen.findByText('Геометрия')).toBeTruthy();
    expect(screen.queryByLabelText('Название предмета')).toBeNull();
    expect(bodiesOf(calls, 'PATCH /api/subjects/1')).toEqual([{ name: 'Геометрия' }]);
  });

  it('keeps the rename open with a 422 under its field', async () => {
    mockHttp({
      'GET /api/subjects': SUBJECTS,
      'PATCH /api/subjects/1': invalid({ name: ['Введите название.'] }),
    });
    open();
    await screen.findByText('Алгебра');
    press('Переименовать Алгебра');
    type('Название предмета', '');
    press('Сохранить');
    await waitFor(() => expect(errorsOf('Название предмета')).toBe('Введите название.'));
    press('Отмена');
    expect(screen.getByText('Алгебра')).toBeTruthy();
  });

  it('deletes a subject after a confirmation', async () => {
    const calls = mockHttp({ 'GET /api/subjects': SUBJECTS, 'DELETE /api/subjects/2': null });
    open();
    await screen.findByText('Алгебра');
    const success = jest.spyOn(toast, 'success');
    press('Удалить Физика');
    const dialog = await screen.findByRole('dialog', { name: 'Удалить предмет?' });
    expect(within(dialog).getByText(/Удалить предмет «Физика»\?/)).toBeTruthy();
    press('Удалить', dialog);
    await waitFor(() => expect(screen.queryByText('Физика')).toBeNull());
    expect(bodiesOf(calls, 'DELETE /api/subjects/2')).toHaveLength(1);
    expect(success).toHaveBeenCalledWith('Предмет «Физика» удалён');
  });

  it('shows why a delete failed', async () => {
    mockHttp({ 'GET /api/subjects': SUBJECTS, 'DELETE /api/subjects/2': invalid({}) });
    open();
    await screen.findByText('Алгебра');
    press('Удалить Физика');
    press('Удалить', await screen.findByRole('dialog', { name: 'Удалить предмет?' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The given data was invalid.');
    expect(screen.getByText('Физика')).toBeTruthy();
  });
  describe('starter subjects', () => {
    it('offers the catalogue subjects to a teacher without any, and adds the ticked ones', async () => {
      const success = jest.spyOn(toast, 'success');
      const added = [
        { id: 5, name: 'Алгебра' },
        { id: 6, name: 'Физика' },
      ];
      const calls = mockHttp({ 'GET /api/subjects': [], 'POST /api/subjects/starter': added });
      open();
      const starter = await screen.findByRole('form', { name: 'Начните с основных предметов' });
      const group = within(starter).getByRole('group', { name: 'Какие предметы добавить' });
      expect(within(group).getAllByRole('checkbox')).toHaveLength(13);
      expect(within(group).queryByLabelText('Другое')).toBeNull();
      fireEvent.click(within(group).getByLabelText('Физика'));
      fireEvent.click(within(group).getByLabelText('Алгебра'));
      press('Добавить отмеченные', starter);
      expect(await screen.findByText('Алгебра')).toBeTruthy();
      expect(bodiesOf(calls, 'POST /api/subjects/starter')).toEqual([
        { names: ['Алгебра', 'Физика'] },
      ]);
      expect(success).toHaveBeenCalledWith('Добавлено предметов: 2');
      expect(screen.queryByRole('form', { name: 'Начните с основных предметов' })).toBeNull();
    });

    it('asks to tick a subject before adding', async () => {
      const calls = mockHttp({ 'GET /api/subjects': [] });
      open();
      const starter = await screen.findByRole('form', { name: 'Начните с основных предметов' });
      press('Добавить отмеченные', starter);
      expect((await within(starter).findByRole('alert')).textContent).toBe(
        'Отметьте хотя бы один предмет.',
      );
      expect(bodiesOf(calls, 'POST /api/subjects/starter')).toEqual([]);
    });

    it('is not offered once the teacher has subjects', async () => {
      mockHttp({ 'GET /api/subjects': SUBJECTS });
      open();
      await screen.findByText('Алгебра');
      expect(screen.queryByRole('form', { name: 'Начните с основных предметов' })).toBeNull();
    });
  });
});
