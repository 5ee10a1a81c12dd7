import { describeFuzz } from './fuzz-app';

const TEACHING_OR_WORKS =
  /^\/api\/(students|groups|subjects|files|tasks|dispatches|works|checks|comments)\b/;

describeFuzz(
  'account, settings and public routes',
  (operation) => !TEACHING_OR_WORKS.test(operation.path),
);
