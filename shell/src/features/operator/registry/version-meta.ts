import type { TFunction } from 'i18next';
import { formatDateTime, isLocale } from '@tutor/i18n';
import type { RegistryVersion } from './registry-api.types';

/** When a version was made, in the page's language (the one date format of every page). */
export const whenOf = (version: RegistryVersion, language: string): string =>
  formatDateTime(version.created_at, isLocale(language) ? language : undefined);

/** Who made it: an operator's email, or the system (seeded, from REMOTES_CONFIG). */
export const whoOf = (version: RegistryVersion, t: TFunction): string =>
  version.created_by ?? t('by_system');
