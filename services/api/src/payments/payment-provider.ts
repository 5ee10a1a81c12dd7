/** Who takes the money: YooKassa, or the built-in test provider (nothing is charged). */
export const PAYMENT_PROVIDERS = ['yookassa', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A payment's status as the provider reports it (YooKassa's four). */
export const PROVIDER_PAYMENT_STATUSES = [
  'pending',
  'waiting_for_capture',
  'succeeded',
  'canceled',
] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

export const PROVIDER_REFUND_STATUSES = ['pending', 'succeeded', 'canceled'] as const;
export type ProviderRefundStatus = (typeof PROVIDER_REFUND_STATUSES)[number];

export interface CreatePaymentRequest {
  /** One per purchase attempt; a retry of the same request sends the same key. */
  idempotenceKey: string;
  /** Whole rubles. */
  amountRub: number;
  /** Shown to the buyer (at most 128 characters). */
  description: string;
  /** Where the provider sends the buyer back. */
  returnUrl: string;
  /** The fiscal receipt (54-FZ): who gets it and what was sold. */
  receipt: { email: string; itemDescription: string };
  /** Returned with the payment and its notifications. */
  metadata: Readonly<Record<string, string>>;
  /**
   * Ask the provider to keep the method the buyer pays with for later charges
   * (YooKassa's `save_payment_method: true`); the answer says whether it did.
   */
  savePaymentMethod?: boolean;
  /**
   * Charge this saved method instead (YooKassa's `payment_method_id`): no confirmation,
   * no buyer; the payment ends at once or soon after.
   */
  paymentMethodId?: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  status: ProviderPaymentStatus;
  /** The provider's page where the buyer pays; null for a charge of a saved method. */
  confirmationUrl: string | null;
}

/** The method a payment was made with, as the provider reports it. */
export interface ProviderPaymentMethod {
  id: string;
  /** Kept for charges without the buyer (asked for with savePaymentMethod). */
  saved: boolean;
  /** How the provider names it, e.g. "Bank card *4444"; may be empty. */
  title: string;
}

export interface ProviderPayment {
  status: ProviderPaymentStatus;
  /** The amount in `currency` (rubles when it is RUB, which is all we ask for). */
  amountRub: number;
  /** ISO 4217, as the provider reports it. */
  currency: string;
  paid: boolean;
  /** Once the buyer chose one; undefined before. */
  paymentMethod?: ProviderPaymentMethod;
}

export interface CreateRefundRequest {
  idempotenceKey: string;
  providerPaymentId: string;
  amountRub: number;
}

export interface CreatedRefund {
  refundId: string;
  status: ProviderRefundStatus;
}

/**
 * A payment provider. Failures are PaymentsException: ProviderUnavailable when it could not
 * be reached (after retries with the same idempotence key), ProviderError when it refused
 * the request or answered nonsense.
 */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProviderName;

  abstract createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;

  abstract getPayment(providerPaymentId: string): Promise<ProviderPayment>;

  abstract createRefund(request: CreateRefundRequest): Promise<CreatedRefund>;
}
