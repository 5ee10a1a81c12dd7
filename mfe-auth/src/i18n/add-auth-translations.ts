import { addTranslations } from '@tutor/i18n';
import { en } from './en';
import { ru } from './ru';

/** The auth remote's texts; each exposed module adds them, as either may load first. */
export function addAuthTranslations(): void {
  addTranslations('auth', { ru, en });
}
