import { addTranslations } from '@tutor/i18n';
import { en } from './en';
import { ru } from './ru';

/** The one i18n namespace of this remote. */
export const NAMESPACE = 'marketplace';

/** Adds the remote's texts (idempotent), before its first page renders. */
export function addMarketplaceTranslations(): void {
  addTranslations(NAMESPACE, { ru, en });
}
