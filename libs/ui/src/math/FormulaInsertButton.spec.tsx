import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@tutor/i18n';
import { FormulaInsertButton } from './FormulaInsertButton';
import { loadMathLive } from './load-mathlive';

jest.mock('./load-mathlive', () => ({
  loadMathLive: jest.fn(() => Promise.reject(new Error('offline'))),
}));

function Text() {
  const [text, setText] = useState('Найдите  и проверьте');
  return (
    <>
      <label htmlFor="text">Текст</label>
      <textarea id="text" value={text} onChange={(event) => setText(event.target.value)} />
      <FormulaInsertButton fieldId="text" fieldLabel="Текст" value={text} onChange={setText} />
    </>
  );
}

describe('the formula button', () => {
  beforeAll(() => initI18n());

  it('inserts the dialog’s formula at the caret; without MathLive the TeX input stands in', async () => {
    render(<Text />);
    const text = screen.getByLabelText<HTMLTextAreaElement>('Текст');
    text.setSelectionRange(8, 8);
    fireEvent.click(screen.getByRole('button', { name: 'Формула' }));
    const dialog = screen.getByRole('dialog', { name: 'Вставка формулы' });
    expect(loadMathLive).toHaveBeenCalled();
    const tex = await waitFor(() => screen.getByRole('textbox', { name: 'Формула в TeX' }));
    expect(dialog.contains(tex)).toBe(true);
    fireEvent.change(tex, { target: { value: '\\frac{1}{2}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Вставить' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(text.value).toBe('Найдите $\\frac{1}{2}$ и проверьте');
  });

  it('inserts nothing when cancelled', async () => {
    render(<Text />);
    fireEvent.click(screen.getByRole('button', { name: 'Формула' }));
    await waitFor(() => screen.getByRole('textbox', { name: 'Формула в TeX' }));
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Текст').value).toBe('Найдите  и проверьте');
  });
});
