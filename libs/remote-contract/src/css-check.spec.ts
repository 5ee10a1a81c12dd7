import { checkCss, formatCssWarning } from './css-check';

describe('the CSS check', () => {
  it('passes CSS modules and prefixed classes', () => {
    const css = `
      ._card_x1 { color: red; }
      .reports-table td, .reports-table > th { padding: 4px; }
      #reports-root a:hover { text-decoration: underline; }
      [data-reports] p { margin: 0; }
      @media (min-width: 40em) { .reports-grid { display: grid; } }
      @keyframes reports-fade { from { opacity: 0; } 50% { opacity: .5; } to { opacity: 1; } }
      @font-face { font-family: R; src: url(r.woff2); }
      .reports-x { & p { color: blue; } }
    `;
    expect(checkCss(css)).toEqual([]);
  });

  it('warns on selectors that style the whole page, with their line', () => {
    const css = [
      '/* h1 { } in a comment is fine */',
      'body { margin: 0 }',
      ':root { --accent: red }',
      'h1, .reports-title { font-size: 2rem }',
      '@media print {',
      '  * { color: black }',
      '  a > span { display: none }',
      '}',
      'html.dark .reports-x { color: white }',
    ].join('\n');
    expect(checkCss(css)).toEqual([
      { selector: 'body', line: 2, reason: 'root' },
      { selector: ':root', line: 3, reason: 'root' },
      { selector: 'h1', line: 4, reason: 'element' },
      { selector: '*', line: 6, reason: 'universal' },
      { selector: 'a > span', line: 7, reason: 'element' },
      { selector: 'html.dark .reports-x', line: 9, reason: 'root' },
    ]);
  });

  it('says where and what to do instead', () => {
    expect(formatCssWarning('assets/a.css', { selector: 'p', line: 3, reason: 'element' })).toBe(
      'assets/a.css:3: "p" starts at an element: use a CSS module or your class prefix',
    );
  });
});
