import { describeFuzz } from './fuzz-app';

describeFuzz('works');
