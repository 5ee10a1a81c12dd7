import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@tutor/api-client';
import {
  answer,
  currentPath,
  invalid,
  mockGet,
  renderAt,
  resetSession,
  signInAs,
} from '../tasks/shared/testing';
import { SubjectsPage } from './SubjectsPage';

const SUBJECTS = [
  { id: 1, name: 'Алгебра' },
  { id: 2, name: 'Физика' },
];

const open = () =>
  renderAt([{ path: '/tasks/subjects', element: <SubjectsPage /> }], '/tasks/subjects');
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
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
    mockGet({ '/api/subjects': SUBJECTS });
    open();
    expect(await screen.findByText('Алгебра')).toBeTruthy();
    expect(screen.getByText('Физика')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'К заданиям' }));
    await currentPath('/tasks');
  });

  it('shows the empty state', async () => {
    mockGet({ '/api/subjects': [] });
    open();
    expect(await screen.findByRole('heading', { name: 'Предметов пока нет.' })).toBeTruthy();
  });

  it('adds a subject and clears the field', async () => {
    mockGet({ '/api/subjects': SUBJECTS });
    const post = jest.spyOn(http, 'post').mockResolvedValue(answer({ id: 3, name: 'Химия' }));
    open();
    await screen.findByText('Алгебра');
    type('Новый предмет', 'Химия');
    press('Добавить');
    expect(await screen.findByText('Химия')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/subjects', { name: 'Химия' });
    expect(screen.getByLabelText<HTMLInputElement>('Новый предмет').value).toBe('');
  });

  it('shows a 422 under the new subject field', async () => {
    mockGet({ '/api/subjects': SUBJECTS });
    jest.spyOn(http, 'post').mockRejectedValue(invalid({ name: ['Такой предмет уже есть.'] }));
    open();
    await screen.findByText('Алгебра');
    type('Новый предмет', 'Алгебра');
    press('Добавить');
    await waitFor(() => expect(errorsOf('Новый предмет')).toBe('Такой предмет уже есть.'));
  });

  it('renames a subject inline', async () => {
    mockGet({ '/api/subjects': SUBJECTS });
    const patch = jest.spyOn(http, 'patch').mockResolvedValue(answer({ id: 1, name: 'Геометрия' }));
    open();
    await screen.findByText('Алгебра');
    press('Переименовать Алгебра');
    expect(screen.getByLabelText<HTMLInputElement>('Название предмета').value).toBe('Алгебра');
    type('Название предмета', 'Геометрия');
    press('Сохранить');
    expect(await screen.findByText('Геометрия')).toBeTruthy();
    expect(screen.queryByLabelText('Название предмета')).toBeNull();
    expect(patch).toHaveBeenCalledWith('/api/subjects/1', { name: 'Геометрия' });
  });

  it('keeps the rename open with a 422 under its field', async () => {
    mockGet({ '/api/subjects': SUBJECTS });
    jest.spyOn(http, 'patch').mockRejectedValue(invalid({ name: ['Введите название.'] }));
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
    mockGet({ '/api/subjects': SUBJECTS });
    const remove = jest.spyOn(http, 'delete').mockResolvedValue(answer(null));
    open();
    await screen.findByText('Алгебра');
    press('Удалить Физика');
    expect(screen.getByText(/Удалить предмет «Физика»\?/)).toBeTruthy();
    press('Да, удалить');
    await waitFor(() => expect(screen.queryByText('Физика')).toBeNull());
    expect(remove).toHaveBeenCalledWith('/api/subjects/2');
  });

  it('shows why a delete failed', async () => {
    mockGet({ '/api/subjects': SUBJECTS });
    jest.spyOn(http, 'delete').mockRejectedValue(invalid({}));
    open();
    await screen.findByText('Алгебра');
    press('Удалить Физика');
    press('Да, удалить');
    expect((await screen.findByRole('alert')).textContent).toBe('The given data was invalid.');
    expect(screen.getByText('Физика')).toBeTruthy();
  });
});
