/** A formula as the evaluator reads it. */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: string }
  | { kind: 'negate'; arg: FormulaNode }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/' | '^'; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; fn: FormulaFunction; arg: FormulaNode }
  | { kind: 'root'; degree: FormulaNode; arg: FormulaNode }
  | { kind: 'log'; base: FormulaNode; arg: FormulaNode };

/** An expression, or an equation `left = right`. */
export type Formula =
  | { kind: 'expression'; node: FormulaNode }
  | { kind: 'equation'; left: FormulaNode; right: FormulaNode };

/** The functions a formula may name (`\sin x`), by their TeX names. */
export const FORMULA_FUNCTIONS = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  tg: Math.tan,
  cot: (x: number) => 1 / Math.tan(x),
  ctg: (x: number) => 1 / Math.tan(x),
  sec: (x: number) => 1 / Math.cos(x),
  csc: (x: number) => 1 / Math.sin(x),
  arcsin: Math.asin,
  arccos: Math.acos,
  arctan: Math.atan,
  arctg: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  ln: Math.log,
  lg: Math.log10,
  exp: Math.exp,
  abs: Math.abs,
} as const satisfies Readonly<Record<string, (x: number) => number>>;
export type FormulaFunction = keyof typeof FORMULA_FUNCTIONS;

export const isFormulaFunction = (name: string): name is FormulaFunction =>
  Object.hasOwn(FORMULA_FUNCTIONS, name);
