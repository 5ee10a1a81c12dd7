import { describeFuzz } from './fuzz-app';

describeFuzz('teaching');
