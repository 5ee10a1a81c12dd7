import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import type { RoleConfig } from '../config/roles-config';
import { LOCALES, type LocalizedText } from '../i18n/locale';
import { translate, type MessageKey } from '../i18n/messages';

function localized(key: MessageKey): LocalizedText {
  return Object.fromEntries(LOCALES.map((locale) => [locale, translate(key, locale)]));
}

/** Teacher and student unless ROLES replaces them; a teacher must give a phone. */
export const DEFAULT_ROLES: readonly RoleConfig[] = [
  { id: ROLE_TEACHER, name: localized('roles.teacher'), phone_required: true },
  { id: ROLE_STUDENT, name: localized('roles.student'), phone_required: false },
];
