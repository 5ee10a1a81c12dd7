import type { SocialProvider } from '@tutor/contracts';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';

/** The provider's name as people read it: ВКонтакте, Google, Яндекс… */
export function providerName(provider: SocialProvider, locale: Locale): string {
  return translate(`oauth.provider.${provider}`, locale);
}
