import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-google-oauth20';
import { isTrue, profileId, profileText, type ProviderProfile } from '../provider-profile';
import { jsonObject } from './profile-json';
import { oauth2Options, type StrategySetup } from './strategy-setup';

/** Google (OpenID Connect userinfo); its email counts as verified when email_verified says so. */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google', true) {
  constructor(setup: StrategySetup) {
    super({
      ...oauth2Options('google', setup, true),
      userProfileURL: setup.client.profileUrl,
      scope: ['openid', 'email', 'profile'],
    });
    // the token goes in the Authorization header, not in the profile URL's query
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  validate(
    _accessToken: string,
    _refreshToken: string,
    _params: unknown,
    profile: { _json?: unknown },
  ): ProviderProfile {
    const json = jsonObject(profile._json, 'Google userinfo');
    return {
      provider: 'google',
      id: profileId(json.sub, 'google'),
      email: profileText(json.email),
      emailVerified: isTrue(json.email_verified),
      firstName: profileText(json.given_name),
      lastName: profileText(json.family_name),
      username: null,
    };
  }
}
