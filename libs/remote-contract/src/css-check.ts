/**
 * A remote's CSS shares the page with the shell and every other remote: a selector that
 * starts at an element, `*`, `:root`, `html` or `body` styles all of them. CSS modules or
 * a class prefix of the remote's own keep it inside the remote.
 */
export interface CssWarning {
  selector: string;
  /** 1-based line of the rule in the file. */
  line: number;
  reason: 'element' | 'universal' | 'root';
}

/** At-rules whose blocks hold no selectors (keyframe steps, descriptors). */
const NO_SELECTORS =
  /^@(-[a-z]+-)?(keyframes|font-face|page|property|counter-style|font-feature-values)\b/i;

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function firstCompound(selector: string): string {
  return selector.trim().split(/[\s>+~]/)[0] ?? '';
}

function reasonOf(selector: string): CssWarning['reason'] | undefined {
  const first = firstCompound(selector);
  if (/^(:root|html|body)\b/i.test(first)) return 'root';
  if (first.startsWith('*')) return 'universal';
  if (/^[a-z]/i.test(first)) return 'element';
  return undefined;
}

function selectorWarnings(prelude: string, line: number): CssWarning[] {
  const warnings: CssWarning[] = [];
  for (const selector of prelude.split(',')) {
    const reason = reasonOf(selector);
    if (reason) warnings.push({ selector: selector.trim(), line, reason });
  }
  return warnings;
}

/** The selectors of `css` that reach outside the remote, in order. */
export function checkCss(css: string): CssWarning[] {
  const text = stripComments(css);
  const warnings: CssWarning[] = [];
  // per open block: whether selectors inside it are checked
  const blocks: boolean[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char !== '{' && char !== '}' && char !== ';') continue;
    const raw = text.slice(start, i);
    const prelude = raw.trim();
    const line = lineAt(text, start + raw.length - raw.trimStart().length);
    start = i + 1;
    if (char === ';') continue;
    if (char === '}') {
      blocks.pop();
      continue;
    }
    const checked = blocks.length === 0 || blocks[blocks.length - 1] === true;
    if (prelude.startsWith('@')) {
      blocks.push(checked && !NO_SELECTORS.test(prelude));
      continue;
    }
    if (checked) warnings.push(...selectorWarnings(prelude, line));
    // a rule's declarations (and nested rules starting with &) hold no global selectors
    blocks.push(false);
  }
  return warnings;
}

export function formatCssWarning(file: string, warning: CssWarning): string {
  const why = {
    element: 'starts at an element',
    universal: 'starts at *',
    root: 'styles the page (:root, html, body)',
  }[warning.reason];
  return `${file}:${warning.line}: "${warning.selector}" ${why}: use a CSS module or your class prefix`;
}
