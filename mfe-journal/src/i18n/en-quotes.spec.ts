import { russianQuotesInEnglish } from '@tutor/i18n';
import { addJournalTranslations } from './namespace';

it('writes English texts with “ ” or no quotes, never Russian «»', () => {
  addJournalTranslations();
  expect(russianQuotesInEnglish()).toEqual([]);
});
