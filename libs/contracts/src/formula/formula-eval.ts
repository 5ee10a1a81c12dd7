import { FORMULA_FUNCTIONS, type Formula, type FormulaNode } from './formula-ast';

export type FormulaPoint = ReadonlyMap<string, number>;

function rootOf(degree: number, value: number): number {
  const oddInteger = Number.isInteger(degree) && Math.abs(degree % 2) === 1;
  if (value < 0 && oddInteger) return -Math.pow(-value, 1 / degree);
  return Math.pow(value, 1 / degree);
}

function operate(op: '+' | '-' | '*' | '/' | '^', left: number, right: number): number {
  switch (op) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '^':
      return Math.pow(left, right);
  }
}

/** The value of a node at a point; NaN or ±Infinity where it is not defined. */
export function evaluateNode(node: FormulaNode, point: FormulaPoint): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'variable':
      return point.get(node.name) ?? Number.NaN;
    case 'negate':
      return -evaluateNode(node.arg, point);
    case 'binary':
      return operate(node.op, evaluateNode(node.left, point), evaluateNode(node.right, point));
    case 'call':
      return FORMULA_FUNCTIONS[node.fn](evaluateNode(node.arg, point));
    case 'root':
      return rootOf(evaluateNode(node.degree, point), evaluateNode(node.arg, point));
    case 'log':
      return Math.log(evaluateNode(node.arg, point)) / Math.log(evaluateNode(node.base, point));
  }
}

/** An expression's value, or an equation's `left − right`. */
export function evaluateFormula(formula: Formula, point: FormulaPoint): number {
  return formula.kind === 'expression'
    ? evaluateNode(formula.node, point)
    : evaluateNode(formula.left, point) - evaluateNode(formula.right, point);
}

function collect(node: FormulaNode, names: Set<string>): void {
  switch (node.kind) {
    case 'number':
      return;
    case 'variable':
      names.add(node.name);
      return;
    case 'negate':
    case 'call':
      collect(node.arg, names);
      return;
    case 'binary':
      collect(node.left, names);
      collect(node.right, names);
      return;
    case 'root':
      collect(node.degree, names);
      collect(node.arg, names);
      return;
    case 'log':
      collect(node.base, names);
      collect(node.arg, names);
      return;
  }
}

/** The names of the variables a formula uses. */
export function formulaVariables(formula: Formula): Set<string> {
  const names = new Set<string>();
  if (formula.kind === 'expression') collect(formula.node, names);
  else {
    collect(formula.left, names);
    collect(formula.right, names);
  }
  return names;
}
