import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LibraryRubric, Rubric } from '@tutor/contracts';
import { bodiesOf, mockHttp, type Call, type Handler } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { toast } from '@tutor/ui';
import { TaskEditorPage } from '../../components/TaskEditorPage';

const KEPT: LibraryRubric = {
  id: 4,
  title: 'Доклад',
  criteria: [
    {
      id: 'c1',
      title: 'Структура',
      levels: [
        { id: 'l1', title: 'Нет', points: 0 },
        { id: 'l2', title: 'Есть', points: 4 },
      ],
    },
  ],
  created_at: 1,
  updated_at: 1,
};

async function openNew(more: Record<string, Handler> = {}): Promise<Call[]> {
  const calls = mockHttp({ 'GET /api/subjects': [], ...more });
  renderAt([{ path: '/tasks/new', element: <TaskEditorPage /> }], '/tasks/new');
  await screen.findByLabelText('Тип нового вопроса');
  fireEvent.change(screen.getByLabelText('Тип нового вопроса'), {
    target: { value: 'long_text' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
  return calls;
}

const block = () => screen.getByRole('region', { name: 'Критерии оценивания (рубрика)' });
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('a question’s rubric in the task editor', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
    window.localStorage.clear();
  });

  it('builds criteria × levels, the ball following the highest levels, and saves it to the library', async () => {
    const calls = await openNew({
      'POST /api/rubrics': (body) => ({ ...(body as Rubric), id: 7, created_at: 1, updated_at: 1 }),
    });
    const success = jest.spyOn(toast, 'success');
    fireEvent.click(within(block()).getByRole('button', { name: 'Добавить рубрику' }));
    type(block(), 'Название рубрики', 'Эссе');
    const first = within(block()).getByRole('group', { name: 'Критерий 1' });
    type(first, 'Что оценивается', 'Аргументы');
    type(first, 'Описание уровня 1', 'Нет');
    type(first, 'Описание уровня 2', 'Есть');
    type(first, 'Баллы уровня 2', '3');
    fireEvent.click(within(first).getByRole('button', { name: 'Добавить уровень в критерий 1' }));
    type(first, 'Описание уровня 3', 'Отлично');
    type(first, 'Баллы уровня 3', '5');
    expect(screen.getByLabelText('Балл', { exact: true })).toHaveProperty('value', '5');
    expect(screen.getByLabelText('Балл', { exact: true })).toHaveProperty('readOnly', true);
    fireEvent.click(within(block()).getByRole('button', { name: 'Сохранить в библиотеку' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Рубрика сохранена в библиотеку'));
    const [saved] = bodiesOf(calls, 'POST /api/rubrics') as Rubric[];
    expect(saved?.title).toBe('Эссе');
    expect(saved?.criteria[0]?.levels.map((level) => level.points)).toEqual([0, 3, 5]);
  });

  it('takes a rubric from the library as a copy', async () => {
    await openNew({ 'GET /api/rubrics': { items: [KEPT] } });
    fireEvent.click(within(block()).getByRole('button', { name: 'Взять из библиотеки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Библиотека рубрик' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Взять рубрику «Доклад»' }));
    expect(within(block()).getByLabelText('Название рубрики')).toHaveProperty('value', 'Доклад');
    expect(screen.getByLabelText('Балл', { exact: true })).toHaveProperty('value', '4');
  });
});
