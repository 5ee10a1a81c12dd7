import { useTranslation } from 'react-i18next';
import type { Mark } from '@tutor/contracts';

/** A mark as people read it: "4", "passed", a custom label, or "7 / 10". */
export function useMarkText(): (mark: Mark) => string {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  return (mark) => {
    switch (mark.scale) {
      case 'points':
        return t('mark.points', { ball: mark.ball, max: mark.max_ball });
      case 'five_point':
        return String(mark.value);
      case 'pass_fail':
        return mark.passed ? t('mark.passed') : t('mark.failed');
      case 'custom':
        return mark.label;
    }
  };
}
