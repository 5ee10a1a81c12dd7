import {
  PAYOUT_BLOCKERS,
  PAYOUT_METHODS,
  PAYOUT_REQUISITES_TYPES,
  PAYOUT_SALE_STATUSES,
  PAYOUT_STATUSES,
  SELF_EMPLOYED_STATUSES,
} from '@tutor/contracts';
import { arrayOf, int, moment, named, nullable, object, oneOfValues, text } from '../json-schema';
import { RecordId } from './common.schema';

export const PayoutRequisitesSchema = named(
  'PayoutRequisites',
  object({
    type: oneOfValues(PAYOUT_REQUISITES_TYPES),
    name: text(),
    inn: text(),
    bic: text(),
    account: text(),
    wallet: nullable(text()),
  }),
);

export const PayoutSettingsSchema = named(
  'PayoutSettings',
  object({
    requisites: nullable(PayoutRequisitesSchema),
    self_employed: nullable(
      object({
        status: oneOfValues(SELF_EMPLOYED_STATUSES),
        confirmation_url: nullable(text()),
      }),
    ),
  }),
);

export const PayoutSaleSchema = named(
  'PayoutSale',
  object({
    id: RecordId,
    material: nullable(object({ id: RecordId, title: text() })),
    sold_at: moment(),
    amount_kopecks: int(),
    fee_kopecks: int(),
    share_kopecks: int(),
    hold_until: nullable(moment()),
    status: oneOfValues(PAYOUT_SALE_STATUSES),
    refunded_at: nullable(moment()),
  }),
);

export const PayoutSalesPageSchema = named(
  'PayoutSalesPage',
  object({ items: arrayOf(PayoutSaleSchema), total: int(), page: int(), per_page: int() }),
);

export const PayoutBalanceSchema = named(
  'PayoutBalance',
  object({
    on_hold_kopecks: int(),
    available_kopecks: int(),
    in_payout_kopecks: int(),
    paid_out_kopecks: int(),
    min_payout_kopecks: int(),
    blocker: nullable(oneOfValues(PAYOUT_BLOCKERS)),
  }),
);

export const PayoutSchema = named(
  'Payout',
  object({
    id: RecordId,
    amount_kopecks: int(),
    status: oneOfValues(PAYOUT_STATUSES),
    method: oneOfValues(PAYOUT_METHODS),
    requested_at: moment(),
    paid_at: nullable(moment()),
    run_month: nullable(text()),
  }),
);

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

export const CsvSchema = text({ description: 'CSV: UTF-8 with BOM, `;` separated' });
