import { createAppConfig } from '../.config/rspack/app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'auth',
      port: 4201,
      exposes: {
        './routes': './src/routes.tsx',
        './AccountSocialBlock': './src/account-social.tsx',
        './AccountSettingsBlocks': './src/account-settings.tsx',
        './SubscriptionBlock': './src/subscription-block.tsx',
      },
    },
    argv,
  );
