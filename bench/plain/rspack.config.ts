import { join } from 'node:path';
import { createAppConfig } from '../../.config/rspack/app-config';

const root = join(__dirname, '..', '..');

/** The shell with every remote compiled in: what /login would cost without federation. */
export default () =>
  createAppConfig(
    {
      dir: join(root, 'shell'),
      name: 'shell',
      port: 0,
      federation: false,
      outDir: join(__dirname, '..', 'out', 'plain'),
      alias: {
        '@module-federation/enhanced/runtime': join(__dirname, 'static-federation.ts'),
        'auth/routes': join(root, 'mfe-auth/src/routes.tsx'),
        'tasks/routes': join(root, 'mfe-tasks/src/routes.tsx'),
        'marketplace/routes': join(root, 'mfe-marketplace/src/routes.tsx'),
        'journal/routes': join(root, 'mfe-journal/src/routes.tsx'),
      },
    },
    { mode: 'production' },
  );
