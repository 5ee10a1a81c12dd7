import { FormulaSyntaxError, formulaSyntaxProblem, parseFormula, sameFormula } from '.';

const SEED = 42;

describe('sameFormula: equivalent formulas', () => {
  it.each([
    ['x^2-1', '(x-1)(x+1)'],
    ['\\frac{1}{2}x', 'x/2'],
    ['\\sqrt{x^2}', '|x|'],
    ['\\sin 2x', '2\\sin x\\cos x'],
    ['2\\sin x\\cos x', '\\sin(2x)'],
    ['0,5', '\\frac12'],
    ['x^23', '3x^2'],
    ['\\frac{12}{4}', '\\frac 1 2 \\cdot 6'],
    ['1{,}5a', '\\frac{3a}{2}'],
    ['\\left(a+b\\right)^{2}', 'a^2+2ab+b^2'],
    ['\\sqrt[3]{x^3}', 'x'],
    ['\\ln(xy)', '\\ln x+\\ln y'],
    ['\\log_2 8', '3'],
    ['e^{\\ln x}', 'x'],
    ['\\sin^2 x+\\cos^2x', '1'],
    ['\\frac{x^2-1}{x-1}', 'x+1'],
    ['\\pi r^2', 'r\\cdot r\\cdot\\pi'],
    ['2\\times 3 \\div 4', '1.5'],
    ['x_1+x_2', 'x_{2}+x_{1}'],
    ['\\alpha\\beta', '\\beta \\alpha'],
    ['||x|-1|', '\\left|\\left|x\\right|-1\\right|'],
    ['\\exp(x)', 'e^x'],
    ['x^{-1}', '\\frac{1}{x}'],
    ['−x·2', '-2x'],
    ['$x+1$', '1+x'],
    ['y=2x+1', '2y=4x+2'],
    ['y=2x+1', '2x+1-y=0'],
    ['x^2=4', '4=x^2'],
  ])('%s equals %s', (reference, answer) => {
    expect(sameFormula(reference, answer, SEED)).toBe(true);
  });
});

describe('sameFormula: different formulas', () => {
  it.each([
    ['x^2-1', '(x-1)^2'],
    ['\\sqrt{x^2}', 'x'],
    ['\\frac{1}{2}x', '2x'],
    ['\\sin 2x', '2\\sin x'],
    ['x+1', 'x+1+10^{-6}'],
    ['x', 'x+y'],
    ['x', 'y'],
    ['y=2x+1', 'y=2x'],
    ['y=2x+1', '2x+1'],
    ['2x+1', 'y=2x+1'],
    ['x^2', 'x^'],
    ['x^2', ''],
    ['\\sin x', '\\sin x + 0 \\cdot \\unknown'],
  ])('%s differs from %s', (reference, answer) => {
    expect(sameFormula(reference, answer, SEED)).toBe(false);
  });

  it('refuses where too few points are defined for both', () => {
    expect(sameFormula('\\sqrt{x}', '\\sqrt{-x}', SEED)).toBe(false);
  });

  it('gives the same answer for the same seed', () => {
    const runs = Array.from({ length: 5 }, () => sameFormula('\\sqrt{x}^2', 'x', 7));
    expect(new Set(runs)).toEqual(new Set([true]));
  });
});

describe('parseFormula', () => {
  it('reads functions with bracketless arguments up to the next function', () => {
    expect(sameFormula('\\sin x \\cdot \\cos x', '\\sin x\\cos x', SEED)).toBe(true);
    expect(sameFormula('(\\sin x)y', '\\sin(x)y', SEED)).toBe(true);
  });

  it.each(['x+', '\\frac{1}', '(x', 'x)', 'a<b', '\\int x', 'x=1=2', '\\'])(
    'refuses %s with a message',
    (tex) => {
      expect(() => parseFormula(tex)).toThrow(FormulaSyntaxError);
      expect(formulaSyntaxProblem(tex)).toEqual(expect.any(String));
    },
  );

  it('accepts what MathLive writes', () => {
    expect(formulaSyntaxProblem('\\frac{\\sqrt{x}}{2}\\cdot\\left(x+1\\right)^{2}')).toBeNull();
    expect(formulaSyntaxProblem('\\mleft(x\\mright)\\operatorname{tg}x')).toBeNull();
  });
});
