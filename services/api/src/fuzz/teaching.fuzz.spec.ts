import { describeFuzz } from './fuzz-app';

describeFuzz(
  'students, groups, subjects, files and tasks',
  (operation) =>
    /^\/api\/(students|groups|subjects|files|tasks|dispatches)\b/.test(operation.path) &&
    !/^\/api\/tasks\/\{taskId\}\/works$/.test(operation.path),
);
