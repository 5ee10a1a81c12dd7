import { describeFuzz } from './fuzz-app';

describeFuzz('journal', (operation) => /^\/api\/journal\b/.test(operation.path));
