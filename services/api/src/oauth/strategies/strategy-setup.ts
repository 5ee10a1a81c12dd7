import type { OAuthClientConfig, OAuthClientProvider } from '../../config/oauth-config';
import { SessionStateStore } from '../session-state.store';

/** What every OAuth strategy is built from: the app's address and the provider's client. */
export interface StrategySetup {
  appUrl: string;
  client: OAuthClientConfig;
}

export function callbackUrl(appUrl: string, provider: string): string {
  return `${appUrl}/oauth/${provider}/callback`;
}

/**
 * passport-oauth2's options every provider shares: the client, the endpoints from config
 * (each overridable by env), the callback on APP_URL, state (and PKCE where the provider
 * supports it) in the session under `oauth:<provider>`.
 */
export function oauth2Options(
  provider: OAuthClientProvider,
  { appUrl, client }: StrategySetup,
  pkce: boolean,
) {
  return {
    clientID: client.clientId,
    clientSecret: client.clientSecret,
    callbackURL: callbackUrl(appUrl, provider),
    authorizationURL: client.authorizationUrl,
    tokenURL: client.tokenUrl,
    store: new SessionStateStore(provider).asPassportStore(),
    pkce,
  };
}
