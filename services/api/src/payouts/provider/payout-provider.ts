/** Who pays the self-employed: YooKassa's payouts, or the built-in test provider. */
export const PAYOUT_PROVIDERS = ['yookassa', 'test'] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDERS)[number];

/** A payout's status as YooKassa reports it. */
export const PROVIDER_PAYOUT_STATUSES = ['pending', 'succeeded', 'canceled'] as const;
export type ProviderPayoutStatus = (typeof PROVIDER_PAYOUT_STATUSES)[number];

/** The self-employed person's permission in «Мой налог», as YooKassa reports it. */
export const PROVIDER_SELF_EMPLOYED_STATUSES = [
  'pending',
  'confirmed',
  'canceled',
  'unregistered',
] as const;
export type ProviderSelfEmployedStatus = (typeof PROVIDER_SELF_EMPLOYED_STATUSES)[number];

export interface CreateSelfEmployedRequest {
  idempotenceKey: string;
  /** The person's INN (12 digits). */
  itn: string;
}

export interface ProviderSelfEmployed {
  id: string;
  status: ProviderSelfEmployedStatus;
  /** Where the person confirms the permission («Мой налог»), while it is pending. */
  confirmationUrl: string | null;
}

export interface CreatePayoutRequest {
  /** The payout's id with the provider: a retry sends the same key and pays nothing twice. */
  idempotenceKey: string;
  amountKopecks: number;
  /** Shown in the provider's records (at most 128 characters). */
  description: string;
  /** The YooMoney wallet paid to. */
  wallet: string;
  /** The provider's self-employed object: the provider registers the receipt for them. */
  selfEmployedId: string;
  /** What the receipt in «Мой налог» says was sold. */
  receiptServiceName: string;
  metadata: Readonly<Record<string, string>>;
}

export interface ProviderPayout {
  id: string;
  status: ProviderPayoutStatus;
  /** Why it was canceled, as the provider says (null otherwise). */
  failure: string | null;
}

/**
 * A payouts provider for self-employed authors. Failures are PayoutsException:
 * ProviderUnavailable when it could not be reached (after retries with the same
 * idempotence key), ProviderError when it refused the request or answered nonsense.
 */
export abstract class PayoutProvider {
  abstract readonly name: PayoutProviderName;

  abstract createSelfEmployed(request: CreateSelfEmployedRequest): Promise<ProviderSelfEmployed>;

  abstract getSelfEmployed(id: string): Promise<ProviderSelfEmployed>;

  abstract createPayout(request: CreatePayoutRequest): Promise<ProviderPayout>;

  abstract getPayout(id: string): Promise<ProviderPayout>;
}
