import { describeFuzz } from './fuzz-app';

describeFuzz(
  'works, checks and comments',
  (operation) =>
    /^\/api\/(works|checks|comments)\b/.test(operation.path) ||
    /^\/api\/tasks\/\{taskId\}\/works$/.test(operation.path),
);
