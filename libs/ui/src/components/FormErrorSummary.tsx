import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';

type FieldTexts = Readonly<Record<string, readonly string[]>>;

export interface FormErrorSummaryProps {
  /** The 422 field lists of the last save (path → texts); none, no summary. */
  errors: FieldTexts;
  /** The texts no control of the form shows, listed under the summary. */
  unplaced?: readonly string[];
}

/** The texts of the paths not under `placed` (a field's name covers its sub-paths). */
export function errorsNotUnder(errors: FieldTexts, placed: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([path]) => !placed.some((name) => path === name || path.startsWith(`${name}.`)))
    .flatMap(([, texts]) => texts);
}

/** After a refused save: "not saved, fix the marked fields", plus what no field shows. */
export function FormErrorSummary({ errors, unplaced = [] }: FormErrorSummaryProps) {
  const { t } = useTranslation();
  if (Object.keys(errors).length === 0) return null;
  return (
    <Alert>
      {t('ui.form.fix_fields')}
      {unplaced.length > 0 ? (
        <ul>
          {unplaced.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
