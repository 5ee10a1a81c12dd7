import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

export interface EmptyStateProps {
  title: ReactNode;
  /** A lucide-react icon element; an inbox by default. */
  icon?: ReactNode;
  /** One sentence: why it is empty, or what will appear here. */
  children?: ReactNode;
  /** The next step, e.g. `<ButtonLink to="/tasks/new">Create a task</ButtonLink>`. */
  action?: ReactNode;
  /** 1 when the empty state is the whole page (a page's one h1); 2 inside a page. */
  headingLevel?: 1 | 2;
}

export function EmptyState({ title, icon, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="ui-empty" aria-label={typeof title === 'string' ? title : undefined}>
      <div className="ui-empty-icon" aria-hidden="true">
        {icon ?? <Inbox size={32} />}
      </div>
      <Heading>{title}</Heading>
      {children}
      {action ? <div className="ui-empty-action">{action}</div> : null}
    </section>
  );
}
