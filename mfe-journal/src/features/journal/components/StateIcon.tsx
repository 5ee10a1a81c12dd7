import { AlertCircle, Clock, Hourglass, PenLine, ShieldCheck, Undo2 } from 'lucide-react';
import type { CellState } from '../lib/cell-states';

const ICONS = {
  late: Clock,
  missing: AlertCircle,
  excused: ShieldCheck,
  returned: Undo2,
  waiting: Hourglass,
  draft: PenLine,
} as const;

/** A state's icon (its text is beside it for assistive technology). */
export function StateIcon({ state }: { state: CellState }) {
  const Icon = ICONS[state];
  return <Icon size={14} aria-hidden="true" className={`journal-state journal-state-${state}`} />;
}
