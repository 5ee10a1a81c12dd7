import { JOURNAL_LIMITS, type JournalWeightInput } from '@tutor/contracts';
import { IsWeight } from './journal-dates';

/** PUT /api/journal/weights/:taskId */
export class JournalWeightDto implements JournalWeightInput {
  @IsWeight(JOURNAL_LIMITS.weightMin, JOURNAL_LIMITS.weightMax)
  weight!: number;
}
