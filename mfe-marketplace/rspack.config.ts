import { createAppConfig } from '../.config/rspack/app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'marketplace',
      port: 4203,
      exposes: { './routes': './src/routes.tsx' },
    },
    argv,
  );
