import type { ReactNode } from 'react';

/**
 * Holds a wide table so it scrolls sideways inside its card instead of widening the page.
 * The other pattern, for simple tables: class `ui-table-cards` on the <table> and a
 * `data-label` on every <td>; below 600px each row then shows as a card of label–value
 * lines. Give tables the class `ui-table` for the common look.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A keyboard user must be able to scroll it, so it is a focusable, named region.
    <div className="ui-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
