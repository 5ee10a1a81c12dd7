import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import OAuth2Strategy, { InternalOAuthError } from 'passport-oauth2';
import { isTrue, profileId, profileText, type ProviderProfile } from '../provider-profile';
import { fetchJson, isJsonObject, jsonObject } from './profile-json';
import { oauth2Options, type StrategySetup } from './strategy-setup';

interface VkIdAuthenticateOptions {
  deviceId?: string;
  returnedState?: string;
}

function queryText(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * VK ID (id.vk.com), the OAuth 2.1 flow new VK apps must use: PKCE with S256, and the
 * callback's device_id (and state) go back with the code to the token endpoint. The
 * profile is POST user_info with the client id and the token: `{ user: { user_id, … } }`.
 */
class VkIdOAuth2Strategy extends OAuth2Strategy {
  private readonly profileUrl: string;
  private readonly clientId: string;

  constructor(setup: StrategySetup, verify: OAuth2Strategy.VerifyFunction) {
    super({ ...oauth2Options('vkontakte', setup, true), scope: ['email'] }, verify);
    this.name = 'vkontakte';
    this.profileUrl = setup.client.profileUrl;
    this.clientId = setup.client.clientId;
  }

  override authenticate(req: Request, options: object = {}): void {
    const callback: VkIdAuthenticateOptions = {
      deviceId: queryText(req, 'device_id'),
      returnedState: queryText(req, 'state'),
    };
    super.authenticate(req, { ...options, ...callback });
  }

  override tokenParams(options: VkIdAuthenticateOptions): object {
    const params: Record<string, string> = {};
    if (options.deviceId !== undefined) params.device_id = options.deviceId;
    if (options.returnedState !== undefined) params.state = options.returnedState;
    return params;
  }

  override userProfile(
    accessToken: string,
    done: (err?: unknown, profile?: unknown) => void,
  ): void {
    const body = new URLSearchParams({ client_id: this.clientId, access_token: accessToken });
    fetchJson(this.profileUrl, { method: 'POST', body }).then(
      (json) => done(null, json),
      (error: unknown) => done(new InternalOAuthError('failed to fetch user profile', error)),
    );
  }
}

/** VK in OAUTH_VKONTAKTE_MODE=vkid; VK's email is not verified. */
export class VkIdStrategy extends PassportStrategy(VkIdOAuth2Strategy, 'vkontakte', true) {
  validate(
    _accessToken: string,
    _refreshToken: string,
    params: unknown,
    profile: unknown,
  ): ProviderProfile {
    const answer = jsonObject(profile, 'VK ID user_info');
    const user = jsonObject(answer.user, 'VK ID user_info user');
    const token = isJsonObject(params) ? params : {};
    return {
      provider: 'vkontakte',
      id: profileId(user.user_id ?? token.user_id, 'vkontakte'),
      email: profileText(user.email ?? token.email),
      emailVerified: isTrue(user.email_verified),
      firstName: profileText(user.first_name),
      lastName: profileText(user.last_name),
      username: null,
    };
  }
}
