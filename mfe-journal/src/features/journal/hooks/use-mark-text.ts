import { useTranslation } from 'react-i18next';
import type { Mark } from '@tutor/contracts';

/** A mark as a journal shows it: "4", "7/10", "зачёт", a custom label. */
export function useMarkText(): (mark: Mark) => string {
  const { t } = useTranslation('journal', { keyPrefix: 'journal.mark' });
  return (mark) => {
    switch (mark.scale) {
      case 'points':
        return t('points', { ball: mark.ball, max: mark.max_ball });
      case 'five_point':
        return String(mark.value);
      case 'pass_fail':
        return mark.passed ? t('passed') : t('failed');
      case 'custom':
        return mark.label;
    }
  };
}
