import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-facebook';
import { isTrue, profileId, profileText, type ProviderProfile } from '../provider-profile';
import { jsonObject } from './profile-json';
import { oauth2Options, type StrategySetup } from './strategy-setup';

/** Facebook, for linking in the account settings; its email is not verified. */
export class FacebookStrategy extends PassportStrategy(Strategy, 'facebook', true) {
  constructor(setup: StrategySetup) {
    super({
      ...oauth2Options('facebook', setup, false),
      profileURL: setup.client.profileUrl,
      profileFields: ['id', 'first_name', 'last_name', 'email'],
      enableProof: true,
      scope: ['email'],
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
    const json = jsonObject(profile._json, 'Facebook profile');
    return {
      provider: 'facebook',
      id: profileId(json.id, 'facebook'),
      email: profileText(json.email),
      emailVerified: isTrue(json.email_verified),
      firstName: profileText(json.first_name),
      lastName: profileText(json.last_name),
      username: null,
    };
  }
}
