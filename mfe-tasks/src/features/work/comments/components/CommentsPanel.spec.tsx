import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '@tutor/i18n';
import {
  COMMENT_REQUEST_KEY_PATTERN,
  ErrorKey,
  ROLE_STUDENT,
  type NewCommentInput,
} from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { comment } from '../../../../shared/testing/fixtures';
import { callsTo, inTurn, mockHttp, offline, type Handler } from '@tutor/api-client/testing';
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
    const sent = callsTo(calls, 'POST', '/api/works/5/comments')[0]?.body as NewCommentInput;
    expect(sent.text).toBe('Спасибо!');
    expect(sent.request_key).toMatch(COMMENT_REQUEST_KEY_PATTERN);
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

describe('comments offline', () => {
  const NOT_SENT = 'Нет сети — не отправлено. Проверьте подключение и попробуйте ещё раз.';
  const ADDED = comment({ id: 72, text: 'Вопрос', own: true });
  const field = () => screen.getByLabelText<HTMLTextAreaElement>('Новый комментарий');
  const addButton = () => screen.getByRole('button', { name: 'Добавить комментарий' });
  const keysOf = (calls: ReturnType<typeof renderPanel>) =>
    callsTo(calls, 'POST', '/api/works/5/comments').map(
      (call) => (call.body as { request_key: string }).request_key,
    );

  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => changeLocale('ru'));
  });

  async function typeAndSend(text: string) {
    await screen.findByText('Исправила.');
    fireEvent.change(field(), { target: { value: text } });
    fireEvent.click(addButton());
  }

  it('keeps the text and says it was not sent, sending nothing by itself', async () => {
    const calls = renderPanel({ 'POST /api/works/5/comments': offline });
    await typeAndSend('Вопрос');
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_SENT);
    expect(field().value).toBe('Вопрос');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(callsTo(calls, 'POST', '/api/works/5/comments')).toHaveLength(1);
  });

  it('says it in English', async () => {
    await act(() => changeLocale('en'));
    renderPanel({ 'POST /api/works/5/comments': offline });
    await screen.findByText('Исправила.');
    fireEvent.change(screen.getByLabelText('New comment'), { target: { value: 'Question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No connection — not sent. Check your connection and try again.',
    );
  });

  it('sends the same comment again with the same key once back online, and adds it', async () => {
    const calls = renderPanel({
      'GET /api/works/5/comments': inTurn([TEACHER_NOTE, OWN], [TEACHER_NOTE, OWN, ADDED]),
      'POST /api/works/5/comments': inTurn(offline, ADDED),
    });
    await typeAndSend('Вопрос');
    await screen.findByRole('alert');
    fireEvent.click(addButton());
    const list = screen.getByRole('list', { name: 'Комментарии' });
    expect(await within(list).findByText('Вопрос')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().value).toBe('');
    const [first, second] = keysOf(calls);
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });

  it('names a changed text as a new comment', async () => {
    const calls = renderPanel({ 'POST /api/works/5/comments': offline });
    await typeAndSend('Вопрос');
    await screen.findByRole('alert');
    fireEvent.change(field(), { target: { value: 'Другой вопрос' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(keysOf(calls)).toHaveLength(2));
    const [first, second] = keysOf(calls);
    expect(second).not.toBe(first);
  });

  it('sends once for a double click', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const calls = renderPanel({
      'POST /api/works/5/comments': () => new Promise((resolve) => (answer = resolve)),
    });
    await typeAndSend('Вопрос');
    fireEvent.click(addButton());
    fireEvent.submit(field().closest('form') as HTMLFormElement);
    expect(callsTo(calls, 'POST', '/api/works/5/comments')).toHaveLength(1);
    await act(async () => answer(ADDED));
    expect(callsTo(calls, 'POST', '/api/works/5/comments')).toHaveLength(1);
  });

  it('shows the list offline as "no network" with a retry that loads it', async () => {
    mockHttp({ 'GET /api/works/5/comments': inTurn(offline, [TEACHER_NOTE]) });
    renderAt([{ path: '/', element: <CommentsPanel workId={5} /> }], '/');
    expect((await screen.findByRole('alert')).textContent).toContain('Нет сети');
    expect(screen.queryByText('Загрузка…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Проверьте второй вопрос.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
