import { AppModule } from '../app.module';
import { ATTRIBUTES } from './attributes';
import { messagesOf } from './messages';

/** Importing the app registers every module's texts (messages, mails, pages). */
function englishTexts(): [string, string][] {
  expect(AppModule).toBeDefined();
  return [
    ...messagesOf('en'),
    ...Object.entries(ATTRIBUTES).map(([field, label]): [string, string] => [field, label.en]),
  ];
}

describe('the API’s English texts', () => {
  it('are many: every module has registered its own', () => {
    expect(englishTexts().length).toBeGreaterThan(300);
  });

  it('use English quotes “ ” or none, never «»', () => {
    const russian = englishTexts().filter(([, text]) => /[«»„]/.test(text));
    expect(russian.map(([key]) => key)).toEqual([]);
  });

  it('are in English: no Cyrillic letters', () => {
    const cyrillic = englishTexts().filter(([, text]) => /[а-яё]/i.test(text));
    expect(cyrillic.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
