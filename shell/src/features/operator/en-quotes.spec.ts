import { russianQuotesInEnglish } from '@tutor/i18n';
import '../notifications/notifications.i18n';
import { addOperatorTranslations } from './operator.i18n';
import { addRegistryTranslations } from './registry/registry.i18n';

it('writes the shell’s English texts with “ ” or no quotes, never Russian «»', () => {
  addOperatorTranslations();
  addRegistryTranslations();
  expect(russianQuotesInEnglish()).toEqual([]);
});
