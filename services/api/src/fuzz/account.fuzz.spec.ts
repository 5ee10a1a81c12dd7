import { describeFuzz } from './fuzz-app';

const OTHER_SUITES =
  /^\/api\/(students|groups|subjects|files|tasks|dispatches|works|checks|comments|materials|purchases|payments)\b|^\/payments\//;

describeFuzz(
  'account, settings and public routes',
  (operation) => !OTHER_SUITES.test(operation.path),
);
