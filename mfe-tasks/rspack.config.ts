import { createAppConfig } from '../.config/rspack/app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { dir: __dirname, name: 'tasks', port: 4202, exposes: { './routes': './src/routes.tsx' } },
    argv,
  );
