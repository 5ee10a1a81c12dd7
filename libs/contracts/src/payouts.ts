/**
 * Payouts to material authors: requisites (the spec's "type, name, tax number, bank code,
 * account number"), sales history and balance read from the ledger, payout requests.
 * Money is in kopecks everywhere.
 */

/** The spec's requisites type: 0 self-employed, 1 sole proprietor. */
export const PayoutRequisitesType = {
  SelfEmployed: 0,
  SoleProprietor: 1,
} as const;
export type PayoutRequisitesType = (typeof PayoutRequisitesType)[keyof typeof PayoutRequisitesType];
export const PAYOUT_REQUISITES_TYPES: readonly PayoutRequisitesType[] =
  Object.values(PayoutRequisitesType);

export const PAYOUT_LIMITS = {
  nameMax: 200,
  perPageMax: 50,
} as const;

export const PAYOUT_SALES_PER_PAGE = 20;

/** PUT /api/payouts/requisites: `inn` tax number, `bic` bank code, `account` account number. */
export interface PayoutRequisitesInput {
  type: PayoutRequisitesType;
  /** The payee's full name as the bank knows it. */
  name: string;
  /** 12 digits (an individual's INN, both check digits valid). */
  inn: string;
  /** 9 digits starting with 04. */
  bic: string;
  /** 20 digits, control key valid with the BIC; not a correspondent account. */
  account: string;
  /** A YooMoney wallet for the self-employed (the provider pays them to a wallet), else null. */
  wallet: string | null;
}

/**
 * The self-employed author's permission for the platform in «Мой налог», as the payouts
 * provider reports it; `none` before the author started connecting.
 */
export const SELF_EMPLOYED_STATUSES = [
  'none',
  'pending',
  'confirmed',
  'canceled',
  'unregistered',
] as const;
export type SelfEmployedStatus = (typeof SELF_EMPLOYED_STATUSES)[number];

export interface SelfEmployedConnection {
  status: SelfEmployedStatus;
  /** Where the author confirms the permission (while pending). */
  confirmation_url: string | null;
}

/** GET/PUT /api/payouts/requisites. */
export interface PayoutSettings {
  requisites: PayoutRequisitesInput | null;
  /** Only for type 0 (null otherwise). */
  self_employed: SelfEmployedConnection | null;
}

export const PAYOUT_SALE_STATUSES = ['held', 'available', 'refunded'] as const;
export type PayoutSaleStatus = (typeof PAYOUT_SALE_STATUSES)[number];

/** One sale of the author's material, from the ledger. */
export interface PayoutSale {
  /** The ledger line of the author's earnings. */
  id: number;
  material: { id: number; title: string } | null;
  sold_at: number;
  /** What the buyer paid. */
  amount_kopecks: number;
  /** The platform's fee. */
  fee_kopecks: number;
  /** The author's share (amount − fee). */
  share_kopecks: number;
  /** Until when the share is held (the end of the refund window). */
  hold_until: number | null;
  status: PayoutSaleStatus;
  refunded_at: number | null;
}

export interface PayoutSalesPage {
  items: PayoutSale[];
  total: number;
  page: number;
  per_page: number;
}

/** Why a payout cannot be requested now (null: it can). */
export const PAYOUT_BLOCKERS = [
  'no_requisites',
  'not_connected',
  'below_minimum',
  'pending_request',
] as const;
export type PayoutBlocker = (typeof PAYOUT_BLOCKERS)[number];

/** GET /api/payouts/balance. */
export interface PayoutBalance {
  on_hold_kopecks: number;
  available_kopecks: number;
  /** Requested or being paid. */
  in_payout_kopecks: number;
  paid_out_kopecks: number;
  /** PAYOUT_MIN_RUB in kopecks. */
  min_payout_kopecks: number;
  blocker: PayoutBlocker | null;
}

export const PAYOUT_STATUSES = ['requested', 'processing', 'paid', 'canceled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How a payout goes: the provider's payouts API (self-employed) or the bank register. */
export const PAYOUT_METHODS = ['provider', 'bank_register'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export interface Payout {
  id: number;
  amount_kopecks: number;
  status: PayoutStatus;
  method: PayoutMethod;
  requested_at: number;
  paid_at: number | null;
  /** The month of the payout run that took it (YYYY-MM), null before. */
  run_month: string | null;
}

/** GET /api/payouts/register/payouts: one payout of a month's bank register (operators). */
export interface RegisterPayout {
  id: number;
  payee_name: string;
  payee_inn: string;
  payee_bic: string;
  payee_account: string;
  amount_kopecks: number;
  status: PayoutStatus;
  requested_at: number;
  paid_at: number | null;
}

/** A month as YYYY-MM (statements and bank registers). */
export const PAYOUT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
