import { PassportStrategy } from '@nestjs/passport';
import { InternalOAuthError } from 'passport-oauth2';
import { Strategy } from 'passport-yandex';
import { isTrue, profileId, profileText, type ProviderProfile } from '../provider-profile';
import { fetchJson, jsonObject } from './profile-json';
import { oauth2Options, type StrategySetup } from './strategy-setup';

/**
 * Yandex ID. passport-yandex reads a hard-coded profile URL with the token in the query;
 * this subclass reads the configured one (OAUTH_YANDEX_PROFILE_URL) with the token in the
 * Authorization header, as Yandex documents. Yandex's default_email is not verified.
 */
export class YandexStrategy extends PassportStrategy(Strategy, 'yandex', true) {
  private readonly profileUrl: string;

  constructor(setup: StrategySetup) {
    super({ ...oauth2Options('yandex', setup, true), scope: ['login:email', 'login:info'] });
    this.profileUrl = setup.client.profileUrl;
  }

  override userProfile(
    accessToken: string,
    done: (err?: unknown, profile?: unknown) => void,
  ): void {
    const url = new URL(this.profileUrl);
    url.searchParams.set('format', 'json');
    fetchJson(url.href, { headers: { Authorization: `OAuth ${accessToken}` } }).then(
      (json) => done(null, json),
      (error: unknown) => done(new InternalOAuthError('failed to fetch user profile', error)),
    );
  }

  validate(
    _accessToken: string,
    _refreshToken: string,
    _params: unknown,
    profile: unknown,
  ): ProviderProfile {
    const json = jsonObject(profile, 'Yandex ID info');
    return {
      provider: 'yandex',
      id: profileId(json.id, 'yandex'),
      email: profileText(json.default_email),
      emailVerified: isTrue(json.email_verified),
      firstName: profileText(json.first_name),
      lastName: profileText(json.last_name),
      username: profileText(json.login),
    };
  }
}
