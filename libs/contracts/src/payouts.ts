import {
  arrayOf,
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
export const PayoutRequisitesSchema = named(
  'PayoutRequisites',
  object({
    type: oneOfValues(PAYOUT_REQUISITES_TYPES),
    /** The payee's full name as the bank knows it. */
    name: text(),
    /** 12 digits (an individual's INN, both check digits valid). */
    inn: text(),
    /** 9 digits starting with 04. */
    bic: text(),
    /** 20 digits, control key valid with the BIC; not a correspondent account. */
    account: text(),
    /** A YooMoney wallet for the self-employed (the provider pays them to a wallet), else null. */
    wallet: nullable(text()),
  }),
);
export type PayoutRequisitesInput = Static<typeof PayoutRequisitesSchema>;

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

export const SelfEmployedConnectionSchema = object({
  status: oneOfValues(SELF_EMPLOYED_STATUSES),
  /** Where the author confirms the permission (while pending). */
  confirmation_url: nullable(text()),
});
export type SelfEmployedConnection = Static<typeof SelfEmployedConnectionSchema>;

/** GET/PUT /api/payouts/requisites. */
export const PayoutSettingsSchema = named(
  'PayoutSettings',
  object({
    requisites: nullable(PayoutRequisitesSchema),
    /** Only for type 0 (null otherwise). */
    self_employed: nullable(SelfEmployedConnectionSchema),
  }),
);
export type PayoutSettings = Static<typeof PayoutSettingsSchema>;

export const PAYOUT_SALE_STATUSES = ['held', 'available', 'refunded'] as const;
export type PayoutSaleStatus = (typeof PAYOUT_SALE_STATUSES)[number];

/** One sale of the author's material, from the ledger. */
export const PayoutSaleSchema = named(
  'PayoutSale',
  object({
    /** The ledger line of the author's earnings. */
    id: RecordId,
    material: nullable(object({ id: RecordId, title: text() })),
    sold_at: moment(),
    /** What the buyer paid. */
    amount_kopecks: int(),
    /** The platform's fee. */
    fee_kopecks: int(),
    /** The author's share (amount − fee). */
    share_kopecks: int(),
    /** Until when the share is held (the end of the refund window). */
    hold_until: nullable(moment()),
    status: oneOfValues(PAYOUT_SALE_STATUSES),
    refunded_at: nullable(moment()),
  }),
);
export type PayoutSale = Static<typeof PayoutSaleSchema>;

export const PayoutSalesPageSchema = named(
  'PayoutSalesPage',
  object({ items: arrayOf(PayoutSaleSchema), total: int(), page: int(), per_page: int() }),
);
export type PayoutSalesPage = Static<typeof PayoutSalesPageSchema>;

/** Why a payout cannot be requested now (null: it can). */
export const PAYOUT_BLOCKERS = [
  'no_requisites',
  'not_connected',
  'below_minimum',
  'pending_request',
] as const;
export type PayoutBlocker = (typeof PAYOUT_BLOCKERS)[number];

/** GET /api/payouts/balance. */
export const PayoutBalanceSchema = named(
  'PayoutBalance',
  object({
    on_hold_kopecks: int(),
    available_kopecks: int(),
    /** Requested or being paid. */
    in_payout_kopecks: int(),
    paid_out_kopecks: int(),
    /** PAYOUT_MIN_RUB in kopecks. */
    min_payout_kopecks: int(),
    blocker: nullable(oneOfValues(PAYOUT_BLOCKERS)),
  }),
);
export type PayoutBalance = Static<typeof PayoutBalanceSchema>;

export const PAYOUT_STATUSES = ['requested', 'processing', 'paid', 'canceled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How a payout goes: the provider's payouts API (self-employed) or the bank register. */
export const PAYOUT_METHODS = ['provider', 'bank_register'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PayoutSchema = named(
  'Payout',
  object({
    id: RecordId,
    amount_kopecks: int(),
    status: oneOfValues(PAYOUT_STATUSES),
    method: oneOfValues(PAYOUT_METHODS),
    requested_at: moment(),
    paid_at: nullable(moment()),
    /** The month of the payout run that took it (YYYY-MM), null before. */
    run_month: nullable(text()),
    /** While requested: when the monthly run takes it (the author may cancel until then). */
    runs_at: nullable(moment()),
  }),
);
export type Payout = Static<typeof PayoutSchema>;

/** GET /api/payouts/register/payouts: one payout of a month's bank register (operators). */
export const RegisterPayoutSchema = named(
  'RegisterPayout',
  object({
    id: RecordId,
    payee_name: text(),
    payee_inn: text(),
    payee_bic: text(),
    payee_account: text(),
    amount_kopecks: int(),
    status: oneOfValues(PAYOUT_STATUSES),
    requested_at: moment(),
    paid_at: nullable(moment()),
  }),
);
export type RegisterPayout = Static<typeof RegisterPayoutSchema>;

/** A bank register or statement as CSV. */
export const CsvSchema = text({ description: 'CSV: UTF-8 with BOM, `;` separated' });

/** A month as YYYY-MM (statements and bank registers). */
export const PAYOUT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
