import { PAYOUT_LIMITS, PAYOUT_MONTH_PATTERN } from '@tutor/contracts';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { QueryInteger, QueryText } from '../../common/validation/query-params';

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
  @QueryText()
  @IsString()
  @Matches(PAYOUT_MONTH_PATTERN, { context: { rule: 'payouts.month.format' } })
  month?: string;
}
