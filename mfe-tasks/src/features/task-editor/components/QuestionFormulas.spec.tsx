import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { invalid, mockHttp } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { TaskEditorPage } from './TaskEditorPage';

const question = () => screen.getByRole('group', { name: /^Вопрос 1 —/ });
const preview = () =>
  within(question()).queryByRole('region', { name: 'Так вопрос увидят ученики' });

async function openWithQuestion(more = {}) {
  mockHttp({ 'GET /api/subjects': [], ...more });
  renderAt([{ path: '/tasks/new', element: <TaskEditorPage /> }], '/tasks/new');
  const type = await screen.findByLabelText<HTMLSelectElement>('Тип нового вопроса');
  const option = within(type).getByRole<HTMLOptionElement>('option', { name: 'Короткий ответ' });
  fireEvent.change(type, { target: { value: option.value } });
  fireEvent.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
}

const typeText = (value: string) =>
  fireEvent.change(within(question()).getByLabelText('Текст вопроса'), { target: { value } });

describe('formulas in the task editor', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    resetSession();
    window.localStorage.clear();
  });

  it('previews the question text with its formulas only when it has one', async () => {
    await openWithQuestion();
    typeText('Сколько стоит \\$5?');
    expect(preview()).toBeNull();
    typeText('Найдите $x^2$, если $$x = \\frac{1}{2}$$');
    const region = preview();
    expect(region).not.toBeNull();
    await waitFor(() => expect(region?.querySelectorAll('.katex')).toHaveLength(2));
    expect(region?.querySelectorAll('math')).toHaveLength(2);
    typeText('без формул');
    expect(preview()).toBeNull();
  });

  it('shows the API’s formula error under the question text', async () => {
    await openWithQuestion({
      'POST /api/tasks': invalid({
        'questions.0.text': ["Формула не разбирается: Expected '}'"],
      }),
    });
    typeText('$\\frac{1}{$');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить задание' }));
    const field = within(question()).getByLabelText('Текст вопроса');
    await waitFor(() =>
      expect(document.getElementById(`${field.id}-errors`)?.textContent).toBe(
        "Формула не разбирается: Expected '}'",
      ),
    );
    // the preview marks the formula KaTeX cannot read instead of breaking
    await waitFor(() =>
      expect(preview()?.querySelector('.ui-math-error')?.textContent).toBe('$\\frac{1}{$'),
    );
  });
});
