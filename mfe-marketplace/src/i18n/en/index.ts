import { catalogueEn } from './catalogue';
import { commonEn } from './common';
import { formEn } from './form';
import { materialEn } from './material';
import { paymentReturnEn } from './payment-return';
import { purchasesEn } from './purchases';
import { reviewsEn } from './reviews';
import { filesEn } from './files';

/**
 * English texts of this remote: one namespace, `marketplace`, whose top-level keys are groups
 * (one per page or area). A component reads `useTranslation('marketplace')` and
 * `t('group.key')`, or a whole area with `useTranslation('marketplace', { keyPrefix: 'form' })`.
 */
export const en = {
  ...commonEn,
  catalogue: catalogueEn,
  material: materialEn,
  form: formEn,
  purchases: purchasesEn,
  reviews: reviewsEn,
  payment_return: paymentReturnEn,
  files: filesEn,
};
