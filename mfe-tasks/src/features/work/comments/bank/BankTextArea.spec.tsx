import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CommentBankEntry } from '@tutor/contracts';
import { callsTo, mockHttp } from '@tutor/api-client/testing';
import { renderAt } from '@tutor/ui/testing';
import { changeLocale } from '@tutor/i18n';
import { BankTextArea } from './BankTextArea';

const entry = (id: number, text: string): CommentBankEntry => ({
  id,
  text,
  uses_count: 0,
  last_used_at: null,
  created_at: 1,
});
const PRAISE = entry(1, 'Молодец, {имя}!');
const SIGN = entry(2, 'Проверь знак.');

function Box() {
  const [text, setText] = useState('');
  return (
    <BankTextArea
      label="Комментарий к вопросу 1"
      value={text}
      errors={[]}
      onChange={setText}
      studentName="Оля"
    />
  );
}

function renderBox() {
  const calls = mockHttp({
    'GET /api/comment-bank': (params: unknown) => {
      const q = (params as { q?: string } | undefined)?.q ?? '';
      return [PRAISE, SIGN].filter((item) => item.text.toLowerCase().includes(q.toLowerCase()));
    },
    'POST /api/comment-bank/1/use': { ...PRAISE, uses_count: 1 },
    'POST /api/comment-bank/2/use': { ...SIGN, uses_count: 1 },
  });
  renderAt([{ path: '/', element: <Box /> }], '/');
  return calls;
}

const box = () =>
  screen.getByRole<HTMLTextAreaElement>('combobox', { name: 'Комментарий к вопросу 1' });

function type(value: string) {
  box().focus();
  fireEvent.change(box(), { target: { value, selectionStart: value.length } });
  box().setSelectionRange(value.length, value.length);
}

describe('the comment box with the bank', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens the bank on / at the start of a word, filtered by what follows', async () => {
    renderBox();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    type('Итак /пров');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Проверь знак.']);
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
  });

  it('moves with the arrows and inserts with Enter, the name filled in, counting a use', async () => {
    const calls = renderBox();
    type('/');
    await screen.findAllByRole('option');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box().value).toBe('Молодец, Оля!');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/comment-bank/1/use')).toHaveLength(1));
  });

  it('closes on Escape without changing the text', async () => {
    renderBox();
    type('Хорошо /');
    await screen.findAllByRole('option');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().value).toBe('Хорошо /');
  });

  it('leaves a slash inside a word alone', () => {
    renderBox();
    type('1/2');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the same list from «Из банка» and appends the choice', async () => {
    renderBox();
    type('Хорошо.');
    fireEvent.click(screen.getByRole('button', { name: 'Из банка' }));
    const options = await screen.findAllByRole('option');
    fireEvent.mouseDown(options[1] as HTMLElement);
    expect(box().value).toBe('Хорошо.\nПроверь знак.');
  });
});

describe('the comment box in English', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await changeLocale('ru');
  });

  it('names its parts in English and fills {name}', async () => {
    await changeLocale('en');
    mockHttp({
      'GET /api/comment-bank': [entry(3, 'Well done, {name}!')],
      'POST /api/comment-bank/3/use': entry(3, 'Well done, {name}!'),
    });
    renderAt([{ path: '/', element: <Box /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'From the bank' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Well done, {name}!' }));
    expect(box().value).toBe('Well done, Оля!');
    expect(screen.getByRole('button', { name: 'Save to the bank' })).toBeTruthy();
  });
});
