import type {
  Payout,
  PayoutBalance,
  PayoutRequisitesInput,
  PayoutSale,
  PayoutSettings,
} from '@tutor/contracts';

/** Answers of the payouts API for the specs (imported by *.spec files only). */
export const SOLE_PROPRIETOR: PayoutRequisitesInput = {
  type: 1,
  name: 'Иванова Анна Сергеевна',
  inn: '773370857141',
  bic: '044525225',
  account: '40802810100000012345',
  wallet: null,
};

export const SELF_EMPLOYED: PayoutRequisitesInput = {
  ...SOLE_PROPRIETOR,
  type: 0,
  wallet: '4100116075156746',
};

export const NO_SETTINGS: PayoutSettings = { requisites: null, self_employed: null };

export function balance(change: Partial<PayoutBalance> = {}): PayoutBalance {
  return {
    on_hold_kopecks: 39_200,
    available_kopecks: 119_200,
    in_payout_kopecks: 0,
    paid_out_kopecks: 0,
    min_payout_kopecks: 100_000,
    blocker: null,
    ...change,
  };
}

const DAY = 86_400_000;
export const SOLD_AT = Date.UTC(2025, 2, 3, 10);

export function sale(id: number, change: Partial<PayoutSale> = {}): PayoutSale {
  return {
    id,
    material: { id: 7, title: 'Линейные уравнения' },
    sold_at: SOLD_AT,
    amount_kopecks: 149_000,
    fee_kopecks: 29_800,
    share_kopecks: 119_200,
    hold_until: SOLD_AT + 14 * DAY,
    status: 'available',
    refunded_at: null,
    ...change,
  };
}

export function payout(id: number, change: Partial<Payout> = {}): Payout {
  const status = change.status ?? 'requested';
  return {
    id,
    amount_kopecks: 119_200,
    status,
    method: 'bank_register',
    requested_at: SOLD_AT + 20 * DAY,
    paid_at: null,
    run_month: null,
    runs_at: status === 'requested' ? Date.UTC(2026, 9, 1) : null,
    ...change,
  };
}
