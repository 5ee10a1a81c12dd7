import { createAppConfig } from '../.config/rspack/app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ dir: __dirname, name: 'shell', port: 4200 }, argv);
