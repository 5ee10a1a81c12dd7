import { commonEn } from './common';
import { journalEn } from './journal';
import { payoutsEn } from './payouts';
import { mismatchesEn } from './mismatches';
import { registerEn } from './register';

/**
 * English texts of this remote: one namespace, `journal`, whose top-level keys are groups
 * (one per feature or area). A component reads `useTranslation('journal')` and
 * `t('group.key')`, or a whole area with `useTranslation('journal', { keyPrefix: 'payouts' })`.
 */
export const en = {
  ...commonEn,
  journal: journalEn,
  payouts: payoutsEn,
  register: registerEn,
  mismatches: mismatchesEn,
};
