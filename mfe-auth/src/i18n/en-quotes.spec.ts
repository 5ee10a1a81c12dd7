import { russianQuotesInEnglish } from '@tutor/i18n';
import { addAuthTranslations } from './add-auth-translations';

it('writes English texts with “ ” or no quotes, never Russian «»', () => {
  addAuthTranslations();
  expect(russianQuotesInEnglish()).toEqual([]);
});
