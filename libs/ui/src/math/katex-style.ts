// KaTeX's stylesheet (and through it its fonts), in the chunk loadKatex fetches: a
// side-effect import, so no page without formulas carries it.
import 'katex/dist/katex.min.css';
