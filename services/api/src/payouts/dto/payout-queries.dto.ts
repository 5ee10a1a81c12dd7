import { PAYOUT_LIMITS, PAYOUT_MONTH_PATTERN } from '@tutor/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

/** A query-string number: '' is none, digits are a number, anything else stays text. */
function QueryInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (value === '') return undefined;
    return typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  });
}

/** GET /api/payouts/sales */
export class PayoutSalesQueryDto {
  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  page?: number;

  @IsOptional()
  @QueryInteger()
  @Max(PAYOUT_LIMITS.perPageMax)
  @Min(1)
  @IsInt()
  per_page?: number;
}

/** GET /api/payouts/statement, /register, /register/payouts: YYYY-MM (this month if left out). */
export class PayoutMonthQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsString()
  @Matches(PAYOUT_MONTH_PATTERN, { context: { rule: 'payouts.month.format' } })
  month?: string;
}
