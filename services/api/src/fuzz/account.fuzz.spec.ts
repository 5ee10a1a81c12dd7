import { describeFuzz } from './fuzz-app';

describeFuzz('account');
