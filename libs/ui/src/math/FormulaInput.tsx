import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMathLive, type MathfieldClass } from './load-mathlive';
import { MathField } from './MathField';
import './formula-input.css';

type Loaded = { element: MathfieldClass } | 'loading' | 'failed';

/** MathLive, loaded once `needed`; 'failed' offline (the TeX input stays usable). */
function useMathLive(needed: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded>('loading');
  useEffect(() => {
    if (!needed || loaded !== 'loading') return;
    let live = true;
    loadMathLive().then(
      (element) => live && setLoaded({ element }),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded;
}

export interface FormulaInputProps {
  /** The formula in TeX, without `$`. */
  value: string;
  onChange: (tex: string) => void;
  /** The field's name, read by screen readers (the visible label points at `id`). */
  label: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Start in the TeX text input rather than the visual one. */
  startWithTex?: boolean;
}

/**
 * A formula field: the visual input (MathLive, loaded only when this field is shown) for
 * people who don't know TeX, and a «TeX» toggle to a plain text input of the same value.
 */
export function FormulaInput(props: FormulaInputProps) {
  const { value, onChange, label, id, startWithTex = false } = props;
  const { t, i18n } = useTranslation();
  const [tex, setTex] = useState(startWithTex);
  const loaded = useMathLive(!tex);
  const describedBy = props['aria-describedby'];
  const invalid = props['aria-invalid'] === true;
  const plain = tex || loaded === 'failed';
  return (
    <div className="ui-formula-input">
      {plain ? (
        <input
          type="text"
          className="ui-input ui-formula-tex"
          id={id}
          aria-label={t('ui.formula.tex_label', { field: label })}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          spellCheck={false}
          autoCapitalize="off"
          dir="ltr"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : loaded === 'loading' ? (
        <p className="ui-formula-loading" role="status">
          {t('ui.formula.loading')}
        </p>
      ) : (
        <MathField
          element={loaded.element}
          value={value}
          onChange={onChange}
          label={label}
          id={id}
          describedBy={describedBy}
          invalid={invalid}
          language={i18n.language}
        />
      )}
      <button
        type="button"
        className="ui-button ui-button-ghost ui-formula-toggle"
        aria-pressed={tex}
        aria-label={t('ui.formula.tex_toggle', { field: label })}
        disabled={loaded === 'failed'}
        onClick={() => setTex((shown) => !shown)}
      >
        TeX
      </button>
    </div>
  );
}
