import type { JournalQuery } from '@tutor/contracts';

/**
 * Every query key of this remote, in one place, so a change in one feature can invalidate
 * what another shows. Keys start with the API's resource, so invalidating a prefix
 * (e.g. `['journal']`) reaches everything under it. `groups` and `subjects` are the tasks
 * remote's keys for the same answers (GET /api/groups, GET /api/subjects).
 */
export const queryKeys = {
  journal: ['journal'] as const,
  grids: ['journal', 'grid'] as const,
  grid: (query: JournalQuery) => ['journal', 'grid', query] as const,
  mine: ['journal', 'mine'] as const,
  journalExport: (id: number) => ['journal', 'exports', id] as const,
  groups: ['groups'] as const,
  subjects: ['subjects'] as const,
  // The payouts feature's keys (restored after the journal's rewrite of this file).
  payoutSettings: ['payouts', 'settings'] as const,
  payoutBalance: ['payouts', 'balance'] as const,
  payoutRequests: ['payouts', 'requests'] as const,
  payoutSales: (page: number) => ['payouts', 'sales', page] as const,
  // The operator's bank register (feature payout-register).
  payoutRegister: ['payouts', 'register'] as const,
  payoutRegisterMonth: (month: string) => ['payouts', 'register', month] as const,
  // Payments reported not as ordered, on the same operator's page (feature payment-mismatches).
  paymentMismatches: ['payments', 'mismatches'] as const,
};
