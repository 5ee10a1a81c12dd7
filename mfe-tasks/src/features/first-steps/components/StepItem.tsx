import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';

interface Props {
  number: number;
  title: string;
  done: boolean;
  current: boolean;
  children: ReactNode;
}

/** One step: its number or a tick, its title, and what it says or offers. */
export function StepItem({ number, title, done, current, children }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'first_steps' });
  const state = done ? 'done' : current ? 'current' : 'todo';
  return (
    <li className={`first-step first-step-${state}`} aria-current={current ? 'step' : undefined}>
      <span className="first-step-mark" aria-hidden="true">
        {done ? <Check size={16} /> : number}
      </span>
      <div className="first-step-body">
        <h3>
          {title}
          {done ? <span className="ui-visually-hidden"> — {t('done')}</span> : null}
        </h3>
        {children}
      </div>
    </li>
  );
}
