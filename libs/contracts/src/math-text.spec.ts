import { hasMath, splitMathText } from './math-text';

describe('splitMathText', () => {
  it('splits plain text, inline and display formulas in order', () => {
    expect(splitMathText('Найдите $x^2$, если $$x = \\frac{1}{2}$$.')).toEqual([
      { kind: 'text', text: 'Найдите ' },
      { kind: 'math', tex: 'x^2', display: false, source: '$x^2$' },
      { kind: 'text', text: ', если ' },
      { kind: 'math', tex: 'x = \\frac{1}{2}', display: true, source: '$$x = \\frac{1}{2}$$' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads \\$ as a dollar sign, outside and inside formulas', () => {
    expect(splitMathText('Цена \\$5')).toEqual([{ kind: 'text', text: 'Цена $5' }]);
    expect(splitMathText('$a\\$b$')).toEqual([
      { kind: 'math', tex: 'a\\$b', display: false, source: '$a\\$b$' },
    ]);
  });

  it('keeps prices, unclosed and empty dollars as text', () => {
    for (const text of ['from $5 to $10', 'costs $ 5 $', 'one $x', '$$', '$$ $$', 'a $ b']) {
      expect(splitMathText(text)).toEqual([{ kind: 'text', text }]);
      expect(hasMath(text)).toBe(false);
    }
  });

  it('answers whether a text holds a formula', () => {
    expect(hasMath('plain')).toBe(false);
    expect(hasMath('$x$')).toBe(true);
    expect(splitMathText('')).toEqual([]);
  });
});
