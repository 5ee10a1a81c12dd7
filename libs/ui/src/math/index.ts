/**
 * @tutor/ui/math: texts with TeX formulas and the formula inputs. A subpath of its own,
 * outside the shared @tutor/ui (which the shell provides to every remote): the remotes
 * that show formulas bundle it, and KaTeX and MathLive stay lazy chunks of theirs rather
 * than files the shell's page lists among its shared modules.
 */
export { MathText, TexFormula, type MathTextProps, type TexFormulaProps } from './MathText';
export { RichText, type RichTextImage, type RichTextProps } from './RichText';
export { FormulaInput, type FormulaInputProps } from './FormulaInput';
export { FormulaDialog, type FormulaDialogProps } from './FormulaDialog';
export { FormulaInsertButton, type FormulaInsertButtonProps } from './FormulaInsertButton';
export { FormulaField, type FormulaFieldProps } from './FormulaField';
