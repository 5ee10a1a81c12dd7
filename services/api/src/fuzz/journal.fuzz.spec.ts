import { describeFuzz } from './fuzz-app';

describeFuzz('journal');
