import { createAppConfig } from '../.config/rspack/app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { dir: __dirname, name: 'journal', port: 4204, exposes: { './routes': './src/routes.tsx' } },
    argv,
  );
