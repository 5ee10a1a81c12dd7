import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorKey, ROLE_STUDENT } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { comment } from '../../../../shared/testing/fixtures';
import { callsTo, inTurn, mockHttp, type Handler } from '@tutor/api-client/testing';
import { renderAt } from '@tutor/ui/testing';
import { CommentsPanel } from './CommentsPanel';

const TEACHER_NOTE = comment({ id: 70, text: 'Проверьте второй вопрос.' });
const OWN = comment({
  id: 71,
  author: { id: 2, first_name: 'Оля', role: ROLE_STUDENT },
  text: 'Исправила.',
  own: true,
});

function renderPanel(routes: Record<string, Handler>) {
  const calls = mockHttp({ 'GET /api/works/5/comments': [TEACHER_NOTE, OWN], ...routes });
  renderAt([{ path: '/', element: <CommentsPanel workId={5} /> }], '/');
  return calls;
}

const failing = (error: ApiError) => () => {
  throw error;
};
const SERVER_ERROR = new ApiError(ErrorKey.ServerError, 500, 'Server Error');
const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('comments on a work', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists author, time and text; only own comments can be edited or deleted', async () => {
    renderPanel({});
    const list = await screen.findByRole('list', { name: 'Комментарии' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const teacher = item('Проверьте второй вопрос.');
    expect(teacher.textContent).toContain('Анна');
    expect(teacher.textContent).toContain('учитель');
    expect(teacher.querySelector('time')).toBeTruthy();
    expect(within(teacher).queryByRole('button')).toBeNull();
    const own = item('Исправила.');
    expect(within(own).getByRole('button', { name: 'Изменить' })).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Удалить' })).toBeTruthy();
  });

  it('adds a comment and shows the list again', async () => {
    const calls = renderPanel({
      'GET /api/works/5/comments': inTurn(
        [TEACHER_NOTE],
        [TEACHER_NOTE, comment({ id: 72, text: 'Спасибо!', own: true })],
      ),
      'POST /api/works/5/comments': comment({ id: 72, text: 'Спасибо!', own: true }),
    });
    await screen.findByText('Проверьте второй вопрос.');
    fireEvent.change(screen.getByLabelText('Новый комментарий'), {
      target: { value: '  Спасибо!  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
    const list = screen.getByRole('list', { name: 'Комментарии' });
    expect(await within(list).findByText('Спасибо!')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/works/5/comments')[0]?.body).toEqual({ text: 'Спасибо!' });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Новый комментарий').value).toBe('');
  });

  it('shows the CommentCreate error and keeps the text when adding fails', async () => {
    renderPanel({ 'POST /api/works/5/comments': failing(SERVER_ERROR) });
    await screen.findByText('Исправила.');
    fireEvent.change(screen.getByLabelText('Новый комментарий'), { target: { value: 'Вопрос' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось добавить комментарий.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Новый комментарий').value).toBe('Вопрос');
  });

  it('shows a 422 on the text under the field', async () => {
    renderPanel({
      'POST /api/works/5/comments': failing(
        new ApiError(ErrorKey.Validation, 422, 'Неверные данные.', {
          text: ['Комментарий не может быть длиннее 5000 символов.'],
        }),
      ),
    });
    await screen.findByText('Исправила.');
    const field = screen.getByLabelText('Новый комментарий');
    fireEvent.change(field, { target: { value: 'Длинный' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
    const errors = await screen.findByRole('alert');
    expect(errors.textContent).toBe('Комментарий не может быть длиннее 5000 символов.');
    expect(field.getAttribute('aria-describedby')).toBe(errors.id);
  });

  it('does not send an empty comment', async () => {
    const calls = renderPanel({});
    await screen.findByText('Исправила.');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
    expect(await screen.findByText('Напишите текст комментария.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/works/5/comments')).toHaveLength(0);
    // The stale error goes as soon as the field is edited.
    const field = screen.getByLabelText('Новый комментарий');
    fireEvent.change(field, { target: { value: 'Т' } });
    expect(screen.queryByText('Напишите текст комментария.')).toBeNull();
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('edits an own comment', async () => {
    const calls = renderPanel({
      'GET /api/works/5/comments': inTurn(
        [TEACHER_NOTE, OWN],
        [TEACHER_NOTE, { ...OWN, text: 'Исправила всё.', updated_at: OWN.updated_at + 1 }],
      ),
      'PATCH /api/comments/71': { ...OWN, text: 'Исправила всё.' },
    });
    await screen.findByText('Исправила.');
    fireEvent.click(within(item('Исправила.')).getByRole('button', { name: 'Изменить' }));
    fireEvent.change(screen.getByLabelText('Текст комментария'), {
      target: { value: 'Исправила всё.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByLabelText('Текст комментария')).toBeNull());
    expect(await screen.findByText('Исправила всё.')).toBeTruthy();
    expect(item('Исправила всё.').textContent).toContain('изменён');
    expect(callsTo(calls, 'PATCH', '/api/comments/71')[0]?.body).toEqual({
      text: 'Исправила всё.',
    });
  });

  it('shows the CommentUpdate error when editing fails', async () => {
    renderPanel({ 'PATCH /api/comments/71': failing(SERVER_ERROR) });
    await screen.findByText('Исправила.');
    fireEvent.click(within(item('Исправила.')).getByRole('button', { name: 'Изменить' }));
    fireEvent.change(screen.getByLabelText('Текст комментария'), { target: { value: 'Новое' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось изменить комментарий.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Текст комментария').value).toBe('Новое');
  });

  it('deletes an own comment after confirming', async () => {
    const calls = renderPanel({
      'GET /api/works/5/comments': inTurn([TEACHER_NOTE, OWN], [TEACHER_NOTE]),
      'DELETE /api/comments/71': '',
    });
    await screen.findByText('Исправила.');
    fireEvent.click(within(item('Исправила.')).getByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('group', { name: 'Удалить комментарий?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(screen.queryByText('Исправила.')).toBeNull());
    expect(callsTo(calls, 'DELETE', '/api/comments/71')).toHaveLength(1);
  });

  it('cancelling the confirmation keeps the comment', async () => {
    const calls = renderPanel({});
    await screen.findByText('Исправила.');
    fireEvent.click(within(item('Исправила.')).getByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('group', { name: 'Удалить комментарий?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('group', { name: 'Удалить комментарий?' })).toBeNull();
    expect(callsTo(calls, 'DELETE', '/api/comments/71')).toHaveLength(0);
  });

  it('shows the CommentDelete error when deleting fails', async () => {
    renderPanel({ 'DELETE /api/comments/71': failing(SERVER_ERROR) });
    await screen.findByText('Исправила.');
    fireEvent.click(within(item('Исправила.')).getByRole('button', { name: 'Удалить' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да, удалить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось удалить комментарий.');
    expect(screen.getByText('Исправила.')).toBeTruthy();
  });
});
