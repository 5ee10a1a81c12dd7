import { addTranslations } from '@tutor/i18n';
import { en } from './en';
import { ru } from './ru';

/** The one i18n namespace of this remote. */
export const NAMESPACE = 'journal';

/** Adds the remote's texts (idempotent), before its first page renders. */
export function addJournalTranslations(): void {
  addTranslations(NAMESPACE, { ru, en });
}
