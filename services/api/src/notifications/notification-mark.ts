import type { Mark } from '@tutor/contracts';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import './notifications.messages';

/** A mark as a mail says it: 5, 7/10, pass, a custom label. */
export function markText(mark: Mark, locale: Locale): string {
  switch (mark.scale) {
    case 'five_point':
      return String(mark.value);
    case 'points':
      return `${mark.ball}/${mark.max_ball}`;
    case 'pass_fail':
      return translate(
        mark.passed ? 'notifications.mark.passed' : 'notifications.mark.failed',
        locale,
      );
    case 'custom':
      return mark.label;
  }
}
