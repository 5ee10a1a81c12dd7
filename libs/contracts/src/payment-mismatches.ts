/** The payment providers whose payments the operator's list names. */
export const PAYMENT_MISMATCH_PROVIDERS = ['yookassa', 'test'] as const;
export type PaymentMismatchProvider = (typeof PAYMENT_MISMATCH_PROVIDERS)[number];

/**
 * GET /api/payments/mismatches: a payment the provider reported succeeded with another
 * amount, another currency or not paid, so it was not applied (operators). One per
 * payment, with the provider's last report.
 */
export interface PaymentMismatch {
  id: number;
  /** Our payment's id. */
  payment_id: number;
  provider: PaymentMismatchProvider;
  /** The provider's id of the payment (YooKassa's payment id). */
  provider_payment_id: string;
  /** What the payment was for: e.g. `purchase` 42 (a marketplace purchase), `subscription` 7 (a charge). */
  order_type: string;
  order_id: number;
  /** Null once the buyer's account is deleted. */
  buyer_email: string | null;
  /** What we asked for, in rubles (always paid, RUB). */
  expected_amount_rub: number;
  /** What the provider reported: its status, amount as it wrote it, currency, paid flag. */
  reported_status: string;
  reported_amount: string;
  reported_currency: string;
  reported_paid: boolean;
  first_seen_at: number;
  last_seen_at: number;
  /** How many times the provider answered so. */
  times: number;
}
