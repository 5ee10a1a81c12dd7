import type { EntryCheckResultView, EntryCheckView } from '@tutor/contracts';

/** One check of one entry, with its code and values for translation (contracts). */
export type EntryCheck = EntryCheckView;
export type EntryCheckResult = EntryCheckResultView;
