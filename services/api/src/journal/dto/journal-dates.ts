import { ValidateBy, type ValidationArguments } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

const DAY_MS = 86_400_000;

/** The first moment (UTC, epoch ms) of a `YYYY-MM-DD` day; undefined if there is no such day. */
export function dayStart(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === date
    ? ms
    : undefined;
}

/** The moment after a `YYYY-MM-DD` day (its end, excluded). */
export function dayEnd(day: string): number | undefined {
  const start = dayStart(day);
  return start === undefined ? undefined : start + DAY_MS;
}

type Rule = 'validation.integer' | 'journal.date' | 'journal.period' | 'journal.weight';

/**
 * A rule of one check and one message key (read by validation-rules.ts); the default
 * message is needed: class-validator keeps contexts only for rules that have one.
 */
function rule(
  name: string,
  key: Rule,
  validate: (value: unknown, args: ValidationArguments) => boolean,
): PropertyDecorator {
  return ValidateBy(
    { name, validator: { defaultMessage: () => `$property: ${key}`, validate } },
    { context: { rule: key } },
  );
}

const isWhole = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A day of the calendar written `YYYY-MM-DD` (not 2025-02-30). */
export const IsCalendarDay = (): PropertyDecorator =>
  rule(
    'calendarDay',
    'journal.date',
    (value) => typeof value === 'string' && dayStart(value) !== undefined,
  );

/** `to` on or after `from` when both are days. */
export const IsPeriodEnd = (): PropertyDecorator =>
  rule('periodInOrder', 'journal.period', (value, args) => {
    const from: unknown = (args.object as { from?: unknown }).from;
    if (typeof value !== 'string' || typeof from !== 'string') return true;
    const [start, end] = [dayStart(from), dayStart(value)];
    return start === undefined || end === undefined || end >= start;
  });

/** A record id: a whole number 1..2147483647 (one message, not three). */
export const IsRecordId = (): PropertyDecorator =>
  rule('recordId', 'validation.integer', (value) => isWhole(value, 1, MAX_RECORD_ID));

/** A task's weight: a whole number within the limits (one message, not three). */
export const IsWeight = (min: number, max: number): PropertyDecorator =>
  rule('journalWeight', 'journal.weight', (value) => isWhole(value, min, max));
