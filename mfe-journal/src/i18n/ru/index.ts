import type { en } from '../en';
import { commonRu } from './common';
import { journalRu } from './journal';
import { payoutsRu } from './payouts';
import { mismatchesRu } from './mismatches';
import { registerRu } from './register';

/** Russian texts of this remote: the same groups as `../en` (see there). */
export const ru: typeof en = {
  ...commonRu,
  journal: journalRu,
  payouts: payoutsRu,
  register: registerRu,
  mismatches: mismatchesRu,
};
