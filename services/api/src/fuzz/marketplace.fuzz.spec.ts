import { describeFuzz } from './fuzz-app';

describeFuzz('marketplace and payments', (operation) =>
  /^\/api\/(materials|purchases|payments)\b|^\/payments\//.test(operation.path),
);
