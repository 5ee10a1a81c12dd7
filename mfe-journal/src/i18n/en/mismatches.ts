/** Texts of the operator's list of payments reported not as ordered (group `mismatches`). */
export const mismatchesEn = {
  title: 'Payments that did not match',
  description:
    'The payment provider reported these payments as successful, but with a different amount or currency, or as not paid. None of them granted anything, and the buyer’s attempt ended, so they can pay again: check each one in the provider’s dashboard and refund it there if needed.',
  caption: 'Payments that differ from their orders',
  empty: 'No mismatched payments: every successful payment matched its order.',
  columns: {
    payment: 'Provider’s payment',
    order: 'For',
    expected: 'Expected',
    reported: 'Reported',
    seen: 'When',
  },
  providers: { yookassa: 'YooKassa', test: 'Test provider' },
  payment_number: 'our payment No. {{id}}',
  orders: {
    purchase: 'Material purchase No. {{id}}',
    subscription: 'Subscription, charge No. {{id}}',
    other: '{{type}} No. {{id}}',
  },
  paid: 'paid',
  not_paid: 'not paid',
  status: 'status {{status}}',
  first_seen_one: 'first on {{date}}, reported once',
  first_seen_few: 'first on {{date}}, reported {{count}} times',
  first_seen_many: 'first on {{date}}, reported {{count}} times',
  first_seen_other: 'first on {{date}}, reported {{count}} times',
};
