import { russianQuotesInEnglish } from '@tutor/i18n';
import { addTasksTranslations } from './namespace';

it('writes English texts with “ ” or no quotes, never Russian «»', () => {
  addTasksTranslations();
  expect(russianQuotesInEnglish()).toEqual([]);
});
