export type { Formula, FormulaNode, FormulaFunction } from './formula-ast';
export { FormulaSyntaxError } from './formula-tokens';
export { parseFormula } from './formula-parser';
export { evaluateFormula, formulaVariables } from './formula-eval';
export { FORMULA_CHECK, formulaSyntaxProblem, sameFormula } from './formula-compare';
