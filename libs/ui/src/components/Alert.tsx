import type { ReactNode } from 'react';

export interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** The spec's red alert for errors; success and info notes share the look in their colour. */
export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <div className={`ui-alert ui-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
