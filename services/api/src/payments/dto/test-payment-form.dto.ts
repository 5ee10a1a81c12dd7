import { IsNotEmpty, IsString, Matches } from 'class-validator';

/** POST /payments/test/:paymentId/pay and …/cancel: the page's form. */
export class TestPaymentFormDto {
  /** The payment's form token, printed in the page. */
  @IsNotEmpty()
  @IsString()
  @Matches(/^[0-9a-f]{32}$/)
  token!: string;
}
