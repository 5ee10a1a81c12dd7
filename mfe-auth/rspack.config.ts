import { createAppConfig } from '../.config/rspack/app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'auth',
      port: 4201,
      exposes: {
        './routes': './src/routes.tsx',
        './AccountSocialBlock': './src/features/social-accounts/components/AccountSocialBlock.tsx',
        './AccountSettingsBlocks': './src/account-settings.tsx',
        './SubscriptionBlock': './src/subscription-block.tsx',
      },
    },
    argv,
  );
