import type { en } from '../en';
import { catalogueRu } from './catalogue';
import { commonRu } from './common';
import { formRu } from './form';
import { materialRu } from './material';
import { paymentReturnRu } from './payment-return';
import { purchasesRu } from './purchases';
import { reviewsRu } from './reviews';
import { filesRu } from './files';

/** Russian texts of this remote: the same groups as `../en` (see there). */
export const ru: typeof en = {
  ...commonRu,
  catalogue: catalogueRu,
  material: materialRu,
  form: formRu,
  purchases: purchasesRu,
  reviews: reviewsRu,
  payment_return: paymentReturnRu,
  files: filesRu,
};
