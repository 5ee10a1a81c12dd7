import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport, { type Strategy } from 'passport';
import { AppConfig } from '../config/app-config';
import { OAUTH_CLIENT_PROVIDERS, type OAuthClientProvider } from '../config/oauth-config';
import { withTimeout } from '../common/with-timeout';
import type { ProviderProfile } from './provider-profile';
import { FacebookStrategy } from './strategies/facebook.strategy';
import { GoogleStrategy } from './strategies/google.strategy';
import { PROVIDER_TIMEOUT_MS } from './strategies/profile-json';
import type { StrategySetup } from './strategies/strategy-setup';
import { VkIdStrategy } from './strategies/vk-id.strategy';
import { VkontakteStrategy } from './strategies/vkontakte.strategy';
import { YandexStrategy } from './strategies/yandex.strategy';

/** What passport made of a request to a provider's route. */
export type PassportOutcome =
  /** The strategy sent the browser to the provider (the start of a flow). */
  | { kind: 'redirected' }
  | { kind: 'profile'; profile: ProviderProfile }
  /** The state did not match the session's. */
  | { kind: 'refused' }
  /** The provider failed: its token or profile endpoint, or an answer we cannot read. */
  | { kind: 'error'; error: unknown };

/** The code exchange and the profile each get PROVIDER_TIMEOUT_MS; the flow gets both. */
const FLOW_TIMEOUT_MS = 2 * PROVIDER_TIMEOUT_MS + 1000;

function isProfile(user: unknown): user is ProviderProfile {
  return typeof user === 'object' && user !== null && 'provider' in user && 'id' in user;
}

/**
 * The enabled OAuth providers' passport strategies (only those with credentials), on a
 * Passport instance of this app, so apps in one process never share strategies.
 */
@Injectable()
export class OAuthStrategies {
  private readonly passport = new passport.Passport();
  private readonly enabled = new Set<OAuthClientProvider>();

  constructor(config: AppConfig) {
    for (const provider of OAUTH_CLIENT_PROVIDERS) {
      const client = config.oauth.clients[provider];
      if (client === undefined) continue;
      const setup = { appUrl: config.appUrl, client };
      this.passport.use(provider, this.build(provider, setup, config.oauth.vkontakteMode));
      this.enabled.add(provider);
    }
  }

  isEnabled(provider: string): provider is OAuthClientProvider {
    return this.enabled.has(provider as OAuthClientProvider);
  }

  /**
   * Runs the provider's strategy on the request: at the start it redirects the browser
   * (with state and PKCE in the session); on the callback it exchanges the code and
   * reads the profile.
   */
  async authenticate(
    provider: OAuthClientProvider,
    req: Request,
    res: Response,
  ): Promise<PassportOutcome> {
    const outcome = new Promise<PassportOutcome>((resolve) => {
      res.once('finish', () => resolve({ kind: 'redirected' }));
      const middleware = this.passport.authenticate(
        provider,
        { session: false },
        (error: unknown, user: unknown) => {
          if (error !== null && error !== undefined) resolve({ kind: 'error', error });
          else if (isProfile(user)) resolve({ kind: 'profile', profile: user });
          else resolve({ kind: 'refused' });
        },
      ) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
      middleware(req, res, (error?: unknown) =>
        resolve({ kind: 'error', error: error ?? new Error('passport passed the request on') }),
      );
    });
    try {
      return await withTimeout(outcome, FLOW_TIMEOUT_MS, `${provider} sign-in`);
    } catch (error) {
      return { kind: 'error', error };
    }
  }

  private build(
    provider: OAuthClientProvider,
    setup: StrategySetup,
    vkontakteMode: AppConfig['oauth']['vkontakteMode'],
  ): Strategy {
    switch (provider) {
      case 'google':
        return new GoogleStrategy(setup);
      case 'vkontakte':
        return vkontakteMode === 'vkid' ? new VkIdStrategy(setup) : new VkontakteStrategy(setup);
      case 'yandex':
        return new YandexStrategy(setup);
      case 'facebook':
        return new FacebookStrategy(setup);
    }
  }
}
