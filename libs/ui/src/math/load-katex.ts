import type katexModule from 'katex';

export type Katex = typeof katexModule;

let loaded: Katex | undefined;
let loading: Promise<Katex> | undefined;

/** KaTeX once it has been loaded on this page, else undefined. */
export function loadedKatex(): Katex | undefined {
  return loaded;
}

/**
 * KaTeX with its CSS (and, through it, its fonts), fetched on first use only: a page whose
 * texts have no formula never downloads it. A failed load is tried again next time.
 */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "katex" */ 'katex'),
    import(/* webpackChunkName: "katex" */ './katex-style'),
  ]).then(
    ([module]) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
