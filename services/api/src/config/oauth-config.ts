import { SOCIAL_PROVIDERS, type SocialProvider } from '@tutor/contracts';
import type { EnvironmentVariables, VkontakteMode } from './env.validation';

/** Providers signed in through an OAuth 2 client id and secret (telegram uses a bot). */
export const OAUTH_CLIENT_PROVIDERS = ['google', 'vkontakte', 'yandex', 'facebook'] as const;
export type OAuthClientProvider = (typeof OAUTH_CLIENT_PROVIDERS)[number];

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  profileUrl: string;
}

/** The login widget needs both: the token checks the answers, the name shows the widget. */
export interface TelegramConfig {
  botToken: string;
  botName: string;
}

/** Only the providers whose credentials are configured are present. */
export interface OAuthConfig {
  clients: Partial<Record<OAuthClientProvider, OAuthClientConfig>>;
  /** OAUTH_VKONTAKTE_MODE: classic OAuth (default) or VK ID, which new VK apps must use. */
  vkontakteMode: VkontakteMode;
  telegram?: TelegramConfig;
}

type Endpoints = Pick<OAuthClientConfig, 'authorizationUrl' | 'tokenUrl' | 'profileUrl'>;

/** The providers' public endpoints; the OAUTH_<PROVIDER>_*_URL variables replace them. */
export const OAUTH_DEFAULT_ENDPOINTS: Readonly<Record<OAuthClientProvider, Endpoints>> = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  vkontakte: {
    authorizationUrl: 'https://oauth.vk.com/authorize',
    tokenUrl: 'https://oauth.vk.com/access_token',
    profileUrl: 'https://api.vk.com/method/users.get',
  },
  yandex: {
    authorizationUrl: 'https://oauth.yandex.ru/authorize',
    tokenUrl: 'https://oauth.yandex.ru/token',
    profileUrl: 'https://login.yandex.ru/info',
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/me',
  },
};

/** VK ID's endpoints (OAUTH_VKONTAKTE_MODE=vkid): OAuth 2.1 with PKCE and a device id. */
export const VK_ID_DEFAULT_ENDPOINTS: Readonly<Endpoints> = {
  authorizationUrl: 'https://id.vk.com/authorize',
  tokenUrl: 'https://id.vk.com/oauth2/auth',
  profileUrl: 'https://id.vk.com/oauth2/user_info',
};

function defaultEndpoints(env: EnvironmentVariables, provider: OAuthClientProvider): Endpoints {
  if (provider === 'vkontakte' && env.OAUTH_VKONTAKTE_MODE === 'vkid') {
    return VK_ID_DEFAULT_ENDPOINTS;
  }
  return OAUTH_DEFAULT_ENDPOINTS[provider];
}

function clientConfig(
  env: EnvironmentVariables,
  provider: OAuthClientProvider,
): OAuthClientConfig | undefined {
  const prefix = `OAUTH_${provider.toUpperCase() as Uppercase<OAuthClientProvider>}` as const;
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (clientId === undefined || clientSecret === undefined) return undefined;
  const defaults = defaultEndpoints(env, provider);
  return {
    clientId,
    clientSecret,
    authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`] ?? defaults.authorizationUrl,
    tokenUrl: env[`${prefix}_TOKEN_URL`] ?? defaults.tokenUrl,
    profileUrl: env[`${prefix}_PROFILE_URL`] ?? defaults.profileUrl,
  };
}

export function buildOAuthConfig(env: EnvironmentVariables): OAuthConfig {
  const clients: OAuthConfig['clients'] = {};
  for (const provider of OAUTH_CLIENT_PROVIDERS) {
    const config = clientConfig(env, provider);
    if (config !== undefined) clients[provider] = config;
  }
  const botToken = env.TELEGRAM_BOT_TOKEN;
  const botName = env.TELEGRAM_BOT_NAME?.replace(/^@/, '');
  const telegram =
    botToken === undefined || botName === undefined || botName === ''
      ? undefined
      : { botToken, botName };
  return { clients, vkontakteMode: env.OAUTH_VKONTAKTE_MODE ?? 'classic', telegram };
}

/** The configured providers in the spec's order (SOCIAL_PROVIDERS). */
export function enabledProviders(oauth: OAuthConfig): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) =>
    provider === 'telegram' ? oauth.telegram !== undefined : oauth.clients[provider] !== undefined,
  );
}
