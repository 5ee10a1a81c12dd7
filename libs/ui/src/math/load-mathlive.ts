import type { MathfieldElement } from 'mathlive';

export type MathfieldClass = typeof MathfieldElement;

let loading: Promise<MathfieldClass> | undefined;

/**
 * MathLive's `<math-field>`, fetched on first use only (a chunk of its own, ~250 KB gzip):
 * pages without a formula input never download it. Its glyphs are KaTeX's fonts, which
 * KaTeX's stylesheet brings from the remote's own build (fontsDirectory null: MathLive
 * loads none itself), and it plays no sounds, so nothing is fetched from elsewhere.
 */
export function loadMathLive(): Promise<MathfieldClass> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "mathlive" */ 'mathlive'),
    import('./katex-style'),
  ]).then(
    ([module]) => {
      const element = module.MathfieldElement;
      element.fontsDirectory = null;
      element.soundsDirectory = null;
      return element;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A new `<math-field>`, its menus and keyboard in the page's language. */
export function newMathField(element: MathfieldClass, language: string): MathfieldElement {
  element.locale = language;
  return new element();
}
