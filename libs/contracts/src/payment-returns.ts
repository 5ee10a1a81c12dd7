import { int, named, nullable, object, oneOfValues, RecordId, text, type Static } from './schema';

/**
 * What a buyer back from the payment page is told: `paid` (the provider took the money and
 * it was applied), `canceled` (nothing was charged: canceled at the provider, or the
 * provider never took it), `waiting` (the provider has not said yet), `failed` (the
 * provider reported a payment not as ordered: nothing is granted, the operator gives any
 * money back).
 */
export const PAYMENT_RETURN_STATES = ['paid', 'canceled', 'waiting', 'failed'] as const;
export type PaymentReturnState = (typeof PAYMENT_RETURN_STATES)[number];

/** What the payment pays for: a marketplace material or the paid plan. */
export const PAYMENT_RETURN_ITEMS = ['material', 'plan'] as const;
export type PaymentReturnItem = (typeof PAYMENT_RETURN_ITEMS)[number];

/** GET /api/payments/:paymentId/status: the payer's payment as the return page shows it. */
export const PaymentReturnSchema = named(
  'PaymentReturn',
  object({
    id: RecordId,
    state: oneOfValues(PAYMENT_RETURN_STATES),
    amount_rub: int({ minimum: 0 }),
    item: oneOfValues(PAYMENT_RETURN_ITEMS),
    /** The material bought (item `material`); null for the plan. */
    material: nullable(object({ id: RecordId, title: text() })),
  }),
);
export type PaymentReturn = Static<typeof PaymentReturnSchema>;
