import type { TFunction } from 'i18next';
import type { RegistryVersion } from './registry-api.types';

/** When a version was made, in the page's language. */
export const whenOf = (version: RegistryVersion, language: string): string =>
  new Date(version.created_at).toLocaleString(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** Who made it: an operator's email, or the system (seeded, from REMOTES_CONFIG). */
export const whoOf = (version: RegistryVersion, t: TFunction): string =>
  version.created_by ?? t('by_system');
