import { describeFuzz } from './fuzz-app';

describeFuzz('subscriptions');
