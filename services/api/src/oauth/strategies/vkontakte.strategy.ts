import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-vkontakte';
import { isTrue, profileId, profileText, type ProviderProfile } from '../provider-profile';
import { isJsonObject, jsonObject } from './profile-json';
import { oauth2Options, type StrategySetup } from './strategy-setup';

/** VK API version of users.get. */
const VK_API_VERSION = '5.199';

/**
 * Classic VK OAuth (oauth.vk.com): the token answer carries user_id and email, the profile
 * is users.get's `{ response: [{ id, first_name, last_name, screen_name }] }`. VK's email
 * is not verified. The callback arity is explicit: passport-vkontakte checks it.
 */
export class VkontakteStrategy extends PassportStrategy(Strategy, 'vkontakte', true) {
  constructor(setup: StrategySetup) {
    const options = {
      ...oauth2Options('vkontakte', setup, false),
      profileURL: setup.client.profileUrl,
      scope: ['email'],
      apiVersion: VK_API_VERSION,
      lang: 'ru',
    };
    super(options);
  }

  validate(
    _accessToken: string,
    _refreshToken: string,
    params: unknown,
    profile: { _json?: unknown },
  ): ProviderProfile {
    const json = jsonObject(profile._json, 'VK users.get');
    const token = isJsonObject(params) ? params : {};
    return {
      provider: 'vkontakte',
      id: profileId(json.id ?? token.user_id, 'vkontakte'),
      email: profileText(token.email),
      emailVerified: isTrue(token.email_verified),
      firstName: profileText(json.first_name),
      lastName: profileText(json.last_name),
      username: profileText(json.screen_name),
    };
  }
}
