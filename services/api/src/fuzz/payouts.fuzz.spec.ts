import { describeFuzz } from './fuzz-app';

describeFuzz('payouts');
