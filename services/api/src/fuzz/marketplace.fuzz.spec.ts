import { describeFuzz } from './fuzz-app';

describeFuzz('marketplace');
