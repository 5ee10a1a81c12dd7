import {
  PAYOUT_LIMITS,
  PAYOUT_REQUISITES_TYPES,
  PayoutRequisitesType,
  type PayoutRequisitesInput,
} from '@tutor/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IntegerLike, IsPlainText, Trim } from '../../common/validation/custom-rules';
import {
  IsBic,
  IsIndividualInn,
  IsPayoutAccount,
  IsYooMoneyWallet,
} from './requisites-rules.decorators';

/**
 * Numbers as people paste them from a bank's page or a card: `7707 083 893`, `4070-2810…`;
 * spaces and dashes go, so the rules see the digits.
 */
const Digits = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/[\s\u00a0-]+/g, '') : value,
  );

const required = (rule: 'name' | 'inn' | 'bic' | 'account' | 'wallet') =>
  IsNotEmpty({ context: { rule: `payouts.${rule}.required` } });

/** PUT /api/payouts/requisites: the spec's type, name, tax number, bank code, account number. */
export class PayoutRequisitesDto implements PayoutRequisitesInput {
  @IntegerLike()
  @IsIn(PAYOUT_REQUISITES_TYPES, { context: { rule: 'payouts.type.in' } })
  type!: PayoutRequisitesType;

  @Trim()
  @required('name')
  @IsString()
  @MaxLength(PAYOUT_LIMITS.nameMax)
  @IsPlainText()
  name!: string;

  @Digits()
  @required('inn')
  @IsString()
  @IsIndividualInn()
  inn!: string;

  @Digits()
  @required('bic')
  @IsString()
  @IsBic()
  bic!: string;

  @Digits()
  @required('account')
  @IsString()
  @IsPayoutAccount()
  account!: string;

  /** Needed from the self-employed only (the provider pays them to a wallet). */
  @ValidateIf((body: PayoutRequisitesDto) => body.type === PayoutRequisitesType.SelfEmployed)
  @Digits()
  @required('wallet')
  @IsString()
  @IsYooMoneyWallet()
  wallet!: string | null;
}
