import { Fragment, useEffect, useMemo, useState } from 'react';
import { splitMathText, type MathTextPart } from '@tutor/contracts';
import { loadKatex, loadedKatex, type Katex } from './load-katex';
import './math.css';

type Formula = Extract<MathTextPart, { kind: 'math' }>;

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * KaTeX's markup with the TeX as the MathML's label: screen readers read the MathML, but a
 * name computed from a label's content (a choice option that is only a formula) skips
 * MathML in some tools, which then find the control unnamed.
 */
function labelled(html: string, tex: string): string {
  const label = tex.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
  return html.replace('<math ', `<math aria-label="${label}" `);
}

/** KaTeX, loaded only when `needed`; undefined until it is there. */
function useKatex(needed: boolean): Katex | undefined {
  const [katex, setKatex] = useState<Katex | undefined>(loadedKatex);
  useEffect(() => {
    if (!needed || katex !== undefined) return;
    let live = true;
    loadKatex().then(
      (module) => {
        if (live) setKatex(() => module);
      },
      () => undefined, // offline or a failed chunk: the formulas stay as their source
    );
    return () => {
      live = false;
    };
  }, [needed, katex]);
  return katex;
}

function FormulaView({ formula, katex }: { formula: Formula; katex: Katex | undefined }) {
  const rendered = useMemo(() => {
    if (katex === undefined) return undefined;
    try {
      const html = katex.renderToString(formula.tex, {
        displayMode: formula.display,
        throwOnError: true,
        output: 'htmlAndMathml',
        strict: 'ignore',
      });
      return { html: labelled(html, formula.tex) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [formula, katex]);
  if (rendered === undefined) {
    return <span className="ui-math-source">{formula.source}</span>;
  }
  if ('error' in rendered) {
    return (
      <span className="ui-math-error" data-tex-error={rendered.error}>
        {formula.source}
      </span>
    );
  }
  return (
    <span
      className={formula.display ? 'ui-math ui-math-display' : 'ui-math'}
      // KaTeX's own markup (HTML for the eye, MathML for screen readers); `trust` is off, so
      // no link, class or style of the TeX reaches it
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  );
}

export interface MathTextProps {
  text: string;
}

/**
 * A text with TeX formulas (`$…$` inline, `$$…$$` display, `\$` a dollar sign) rendered by
 * KaTeX. KaTeX and its CSS load only when the text has a formula; until then, and for a
 * formula KaTeX cannot read, the formula shows as its source.
 */
export function MathText({ text }: MathTextProps) {
  const parts = useMemo(() => splitMathText(text), [text]);
  const katex = useKatex(parts.some((part) => part.kind === 'math'));
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <FormulaView key={index} formula={part} katex={katex} />
        ),
      )}
    </>
  );
}

export interface TexFormulaProps {
  /** TeX without `$`. */
  tex: string;
  display?: boolean;
}

/** One formula given as bare TeX (a formula answer), rendered as in MathText. */
export function TexFormula({ tex, display = false }: TexFormulaProps) {
  const formula = useMemo<Formula>(
    () => ({ kind: 'math', tex, display, source: tex }),
    [tex, display],
  );
  const katex = useKatex(tex.trim() !== '');
  return <FormulaView formula={formula} katex={katex} />;
}
