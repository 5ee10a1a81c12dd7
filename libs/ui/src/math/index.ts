/**
 * @tutor/ui/math: texts with TeX formulas. A subpath of its own, outside the shared
 * @tutor/ui (which the shell provides to every remote): the remotes that show formulas
 * bundle it, and KaTeX stays a lazy chunk of theirs rather than a file the shell's page
 * lists among its shared modules.
 */
export { MathText, TexFormula, type MathTextProps, type TexFormulaProps } from './MathText';
