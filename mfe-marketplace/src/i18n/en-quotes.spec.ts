import { russianQuotesInEnglish } from '@tutor/i18n';
import { addMarketplaceTranslations } from './namespace';

it('writes English texts with “ ” or no quotes, never Russian «»', () => {
  addMarketplaceTranslations();
  expect(russianQuotesInEnglish()).toEqual([]);
});
