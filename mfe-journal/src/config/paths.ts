/** Every path this remote owns, and the links to them; routes.tsx and the pages use these. */
export const paths = {
  journal: '/journal',
  payouts: '/payouts',
  payoutRequisites: '/payouts/requisites',
  payoutSales: '/payouts/sales',
  payoutRegister: '/payouts/register',
} as const;
