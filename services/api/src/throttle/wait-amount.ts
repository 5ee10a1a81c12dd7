import type { Locale } from '../i18n/locale';
import { pluralUnit } from '../i18n/messages';

/** Waits longer than this are said in whole minutes (900 s reads as "15 minutes"). */
const SECONDS_SAID_UP_TO = 120;

/** A wait as a message's `:count :unit`: seconds, or minutes rounded up for long ones. */
export function waitAmount(seconds: number, locale: Locale): { count: number; unit: string } {
  if (seconds <= SECONDS_SAID_UP_TO) {
    return { count: seconds, unit: pluralUnit(seconds, 'seconds', locale) };
  }
  const minutes = Math.ceil(seconds / 60);
  return { count: minutes, unit: pluralUnit(minutes, 'minutes', locale) };
}
