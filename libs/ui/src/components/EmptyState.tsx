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
}

export function EmptyState({ title, icon, children, action }: EmptyStateProps) {
  return (
    <section className="ui-empty" aria-label={typeof title === 'string' ? title : undefined}>
      <div className="ui-empty-icon" aria-hidden="true">
        {icon ?? <Inbox size={32} />}
      </div>
      <h2>{title}</h2>
      {children}
      {action ? <div className="ui-empty-action">{action}</div> : null}
    </section>
  );
}
