import { addDays, startOfDay } from './calendar';

/** How a deadline reads beside a work to do: passed, today, tomorrow, later, or none. */
export type DeadlineHint = 'overdue' | 'today' | 'tomorrow' | 'later' | 'none';

export function deadlineHint(deadline: number | null, now: number): DeadlineHint {
  if (deadline === null) return 'none';
  if (deadline < now) return 'overdue';
  const tomorrow = addDays(startOfDay(new Date(now)), 1).getTime();
  if (deadline < tomorrow) return 'today';
  return deadline < addDays(new Date(tomorrow), 1).getTime() ? 'tomorrow' : 'later';
}
