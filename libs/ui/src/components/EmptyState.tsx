import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="ui-empty" aria-label={typeof title === 'string' ? title : undefined}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
