import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  BankQuestion,
  BankQuestionQuery,
  BankQuestionSaved,
  TaskInput,
} from '@tutor/contracts';
import { bodiesOf, invalid, mockHttp, type Call, type Handler } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { toast } from '@tutor/ui';
import { TaskEditorPage } from '../../components/TaskEditorPage';

const SUBJECTS = [
  { id: 1, name: 'Алгебра' },
  { id: 2, name: 'Физика' },
];

const CAPITAL: BankQuestion = {
  id: 31,
  subject: { id: 2, name: 'Физика' },
  type: 'single_choice',
  text: 'Единица силы?',
  ball: 2,
  options: [
    { id: 'o1', text: 'Ньютон' },
    { id: 'o3', text: 'Джоуль' },
  ],
  correct: ['o1'],
  max_files: 1,
  created_at: 2,
};
const ESSAY: BankQuestion = {
  id: 32,
  subject: null,
  type: 'short_text',
  text: 'Сколько будет 2 + 2?',
  ball: 1,
  max_files: 1,
  reference_answers: ['4', 'четыре'],
  created_at: 1,
};

const page = (items: BankQuestion[]) => ({ items, total: items.length, page: 1, per_page: 20 });

async function openNew(more: Record<string, Handler> = {}): Promise<Call[]> {
  const calls = mockHttp({ 'GET /api/subjects': SUBJECTS, ...more });
  renderAt([{ path: '/tasks/new', element: <TaskEditorPage /> }], '/tasks/new');
  await screen.findByRole('option', { name: 'Алгебра' });
  return calls;
}

function addQuestion(type: string, text: string) {
  fireEvent.change(screen.getByLabelText('Тип нового вопроса'), { target: { value: type } });
  fireEvent.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
  const fields = screen.getAllByLabelText('Текст вопроса');
  fireEvent.change(fields[fields.length - 1] as HTMLElement, { target: { value: text } });
}

const dialog = () => screen.getByRole('dialog', { name: 'Банк вопросов' });

describe('the question bank in the task editor', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
    window.localStorage.clear();
  });

  it('saves a question with the task’s subject, busy while it is sent, then says so', async () => {
    let answer: (saved: BankQuestionSaved) => void = () => undefined;
    const calls = await openNew({
      'POST /api/question-bank': () =>
        new Promise<BankQuestionSaved>((resolve) => {
          answer = resolve;
        }),
    });
    const success = jest.spyOn(toast, 'success');
    fireEvent.change(screen.getByLabelText('Предмет'), { target: { value: '1' } });
    addQuestion('long_text', 'Объясните закон');
    const save = screen.getByRole('button', { name: 'Сохранить в банк: Вопрос 1' });
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    fireEvent.click(save);
    expect(bodiesOf(calls, 'POST /api/question-bank')).toEqual([
      {
        subject_id: 1,
        question: { type: 'long_text', text: 'Объясните закон', ball: 1 },
      },
    ]);
    answer({ question: { ...ESSAY, type: 'long_text' }, already_saved: false });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Вопрос сохранён в банк'));
    expect(save).toHaveProperty('disabled', false);
  });

  it('says when the question was in the bank already', async () => {
    await openNew({ 'POST /api/question-bank': { question: ESSAY, already_saved: true } });
    const success = jest.spyOn(toast, 'success');
    addQuestion('short_text', 'Сколько будет 2 + 2?');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить в банк: Вопрос 1' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Этот вопрос уже есть в банке'));
  });

  it('shows why the bank refused a question', async () => {
    await openNew({
      'POST /api/question-bank': invalid({ 'question.text': ['Заполните текст вопроса.'] }),
    });
    addQuestion('long_text', '');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить в банк: Вопрос 1' }));
    expect(await screen.findByText('Не сохранено в банк: Заполните текст вопроса.')).toBeTruthy();
  });

  it('finds by words, type and subject, and inserts the ticked questions as copies', async () => {
    const calls = await openNew({
      'GET /api/question-bank': (query) => {
        const { q, type } = query as BankQuestionQuery;
        if (q === 'сила') return page([CAPITAL]);
        if (type === 'short_text') return page([ESSAY]);
        return page([CAPITAL, ESSAY]);
      },
      'POST /api/tasks': (body) => ({ ...(body as object), id: 9 }),
    });
    addQuestion('long_text', 'Свой вопрос');
    fireEvent.click(screen.getByRole('button', { name: 'Вставить из банка' }));
    expect(await within(dialog()).findByText('Единица силы?')).toBeTruthy();
    expect(within(dialog()).getByText('Один вариант · 2 балла · Физика')).toBeTruthy();
    expect(bodiesOf(calls, 'GET /api/question-bank')[0]).toEqual({ page: 1, per_page: 20 });

    fireEvent.change(within(dialog()).getByLabelText('Поиск по тексту'), {
      target: { value: 'сила' },
    });
    await waitFor(() =>
      expect(bodiesOf(calls, 'GET /api/question-bank')).toContainEqual({
        q: 'сила',
        page: 1,
        per_page: 20,
      }),
    );
    await waitFor(() => expect(within(dialog()).queryByText('Сколько будет 2 + 2?')).toBeNull());
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /^Единица силы\?/ }));

    fireEvent.change(within(dialog()).getByLabelText('Поиск по тексту'), { target: { value: '' } });
    fireEvent.change(within(dialog()).getByLabelText('Тип вопроса'), {
      target: { value: 'short_text' },
    });
    await waitFor(() =>
      expect(bodiesOf(calls, 'GET /api/question-bank')).toContainEqual({
        type: 'short_text',
        page: 1,
        per_page: 20,
      }),
    );
    fireEvent.click(
      await within(dialog()).findByRole('checkbox', { name: /^Сколько будет 2 \+ 2\?/ }),
    );
    expect(within(dialog()).getByText('Выбрано вопросов: 2')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Вставить (2)' }));

    expect(screen.queryByRole('dialog', { name: 'Банк вопросов' })).toBeNull();
    const texts = screen
      .getAllByLabelText<HTMLTextAreaElement>('Текст вопроса')
      .map((field) => field.value);
    expect(texts).toEqual(['Свой вопрос', 'Единица силы?', 'Сколько будет 2 + 2?']);

    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Из банка' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить задание' }));
    await waitFor(() => expect(bodiesOf(calls, 'POST /api/tasks')).toHaveLength(1));
    const { questions } = bodiesOf(calls, 'POST /api/tasks')[0] as TaskInput;
    expect(questions.slice(1)).toEqual([
      {
        type: 'single_choice',
        text: 'Единица силы?',
        ball: 2,
        options: CAPITAL.options,
        correct: ['o1'],
      },
      {
        type: 'short_text',
        text: 'Сколько будет 2 + 2?',
        ball: 1,
        reference_answers: ['4', 'четыре'],
      },
    ]);
  });

  it('deletes a question from the bank after asking, and reads the bank again', async () => {
    let items = [CAPITAL, ESSAY];
    const calls = await openNew({
      'GET /api/question-bank': () => page(items),
      'DELETE /api/question-bank/31': () => {
        items = [ESSAY];
        return null;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Вставить из банка' }));
    fireEvent.click(
      await within(dialog()).findByRole('button', { name: 'Удалить из банка: Единица силы?' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Удалить вопрос из банка?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(dialog()).queryByText('Единица силы?')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(within(dialog()).getByText('Сколько будет 2 + 2?')).toBeTruthy();
  });

  it('tells an empty bank from a search that found nothing', async () => {
    await openNew({ 'GET /api/question-bank': page([]) });
    fireEvent.click(screen.getByRole('button', { name: 'Вставить из банка' }));
    expect(await within(dialog()).findByText(/В банке пока нет вопросов/)).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('Поиск по тексту'), {
      target: { value: 'ничего' },
    });
    expect(await within(dialog()).findByText(/Ничего не найдено/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog', { name: 'Банк вопросов' })).toBeNull();
  });
});
