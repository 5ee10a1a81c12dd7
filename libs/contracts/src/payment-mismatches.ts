import {
  bool,
  int,
  moment,
  named,
  nullable,
  object,
  oneOfValues,
  RecordId,
  text,
  type Static,
} from './schema';

/** The payment providers whose payments the operator's list names. */
export const PAYMENT_MISMATCH_PROVIDERS = ['yookassa', 'test'] as const;
export type PaymentMismatchProvider = (typeof PAYMENT_MISMATCH_PROVIDERS)[number];

/**
 * GET /api/payments/mismatches: a payment the provider reported succeeded with another
 * amount, another currency or not paid, so it was not applied (operators). One per
 * payment, with the provider's last report.
 */
export const PaymentMismatchSchema = named(
  'PaymentMismatch',
  object({
    id: RecordId,
    /** Our payment's id. */
    payment_id: RecordId,
    provider: oneOfValues(PAYMENT_MISMATCH_PROVIDERS),
    /** The provider's id of the payment (YooKassa's payment id). */
    provider_payment_id: text(),
    /** What the payment was for: e.g. `purchase` 42 (a marketplace purchase), `subscription` 7 (a charge). */
    order_type: text(),
    order_id: int(),
    /** Null once the buyer's account is deleted. */
    buyer_email: nullable(text()),
    /** What we asked for, in rubles (always paid, RUB). */
    expected_amount_rub: int(),
    /** What the provider reported: its status, amount as it wrote it, currency, paid flag. */
    reported_status: text(),
    reported_amount: text(),
    reported_currency: text(),
    reported_paid: bool(),
    first_seen_at: moment(),
    last_seen_at: moment(),
    /** How many times the provider answered so. */
    times: int(),
  }),
);
export type PaymentMismatch = Static<typeof PaymentMismatchSchema>;
