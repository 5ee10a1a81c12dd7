import { CALENDAR_MAX_DAYS, type CalendarQuery } from '@tutor/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, ValidateBy, type ValidationArguments } from 'class-validator';

const DAY_MS = 86_400_000;
/** 9999-12-31: past it no calendar has a day to show. */
const LATEST_MOMENT = 253_402_214_400_000;

/** Digits become a number; anything else stays as sent, for the rules to refuse. */
function QueryMoment(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value,
  );
}

/** An integer moment from 1970 to 9999, one rule so a bad value reads one text. */
function IsMoment(rule: 'works.calendar_from' | 'works.calendar_to'): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMoment',
      validator: {
        defaultMessage: () => '$property must be epoch milliseconds',
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isInteger(value) &&
          value >= 0 &&
          value <= LATEST_MOMENT,
      },
    },
    { context: { rule } },
  );
}

function fromOf(args: ValidationArguments | undefined): unknown {
  return (args?.object as { from?: unknown } | undefined)?.from;
}

/** `to` after a valid `from` (checked only when both are numbers). */
function IsAfterFrom(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAfterFrom',
      validator: {
        defaultMessage: () => '$property must be after from',
        validate: (value: unknown, args) => {
          const from = fromOf(args);
          return typeof from !== 'number' || typeof value !== 'number' || value > from;
        },
      },
    },
    { context: { rule: 'works.calendar_order' } },
  );
}

/** `to` at most CALENDAR_MAX_DAYS after `from`. */
function IsWithinSpan(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWithinSpan',
      validator: {
        defaultMessage: () => '$property is too far from from',
        validate: (value: unknown, args) => {
          const from = fromOf(args);
          return (
            typeof from !== 'number' ||
            typeof value !== 'number' ||
            value - from <= CALENDAR_MAX_DAYS * DAY_MS
          );
        },
      },
    },
    { context: { rule: 'works.calendar_span' } },
  );
}

/** GET /api/calendar?from=&to=: epoch milliseconds, [from, to), at most 62 days. */
export class CalendarQueryDto implements CalendarQuery {
  @QueryMoment()
  @IsDefined({ context: { rule: 'works.calendar_from' } })
  @IsMoment('works.calendar_from')
  from!: number;

  @QueryMoment()
  @IsDefined({ context: { rule: 'works.calendar_to' } })
  @IsMoment('works.calendar_to')
  @IsAfterFrom()
  @IsWithinSpan()
  to!: number;
}
