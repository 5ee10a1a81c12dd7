import { describeFuzz } from './fuzz-app';

describeFuzz('payouts: requisites, sales, balance, requests, the provider stand-in', (operation) =>
  /^\/(api\/payouts|payout-provider)\//.test(operation.path),
);
