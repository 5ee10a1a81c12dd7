import { describeFuzz } from './fuzz-app';

describeFuzz('subscriptions and referrals', (operation) =>
  /^\/api\/(subscription|referral)\b/.test(operation.path),
);
