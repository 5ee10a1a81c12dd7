import { render, screen, waitFor } from '@testing-library/react';
import { MathText } from './MathText';
import { loadKatex } from './load-katex';

jest.mock('./load-katex', () => {
  const actual: typeof import('./load-katex') = jest.requireActual('./load-katex');
  return { ...actual, loadKatex: jest.fn(actual.loadKatex) };
});

const loadSpy = jest.mocked(loadKatex);

describe('MathText', () => {
  beforeEach(() => loadSpy.mockClear());

  it('shows plain text without loading KaTeX, \\$ as a dollar sign', () => {
    const { container } = render(<MathText text="Цена \$5, от $5 до $10" />);
    expect(container.textContent).toBe('Цена $5, от $5 до $10');
    expect(loadSpy).not.toHaveBeenCalled();
    expect(container.querySelector('.katex')).toBeNull();
  });

  it('renders formulas with KaTeX, MathML included, between the plain parts', async () => {
    const { container } = render(<MathText text="Найдите $x^2$ и $$\frac{1}{2}$$." />);
    expect(loadSpy).toHaveBeenCalledTimes(1);
    // until KaTeX is there, the formula reads as its source
    expect(container.textContent).toContain('$x^2$');
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    expect(container.querySelectorAll('math')).toHaveLength(2);
    expect(container.querySelector('.ui-math-display .katex-display')).not.toBeNull();
    expect(container.textContent).toMatch(/^Найдите /);
    expect(container.textContent).toMatch(/\.$/);
  });

  it('shows a formula KaTeX cannot read as its source, marked, and the rest rendered', async () => {
    const { container } = render(<MathText text="$\frac{1}{$ и $y$" />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    const bad = screen.getByText('$\\frac{1}{$');
    expect(bad.className).toBe('ui-math-error');
    expect(bad.dataset['texError']).toMatch(/expected '}'/);
  });
});

describe('MathText’s MathML label', () => {
  it('names the MathML by its TeX, escaped', async () => {
    const { container } = render(<MathText text={'$a<b \\text{"q"}$'} />);
    await waitFor(() => expect(container.querySelector('math')).not.toBeNull());
    expect(container.querySelector('math')?.getAttribute('aria-label')).toBe('a<b \\text{"q"}');
  });
});
