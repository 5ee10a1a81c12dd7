import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tutor/i18n';
import { MaterialAccess } from '@tutor/contracts';

/**
 * "490 ₽" for a paid material, "Бесплатно" for a free one, and "Только я" for an author's
 * restricted draft (shown in their own list and page only).
 */
export function usePriceText(): (material: { access: MaterialAccess; price: number }) => string {
  const { t, i18n } = useTranslation('marketplace');
  return ({ access, price }) => {
    if (access === MaterialAccess.Paid) return formatMoney(price, 'RUB', i18n.language);
    if (access === MaterialAccess.Restricted) return t('form.accesses.restricted');
    return t('common.free');
  };
}
