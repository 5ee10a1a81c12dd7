import { ErrorKey } from '@tutor/contracts';
import { addTranslations, changeLocale, currentLocale, initI18n, preferredLocale } from './index';
import { en } from './resources/en';
import { ru } from './resources/ru';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('i18n', () => {
  afterEach(async () => {
    await changeLocale('ru');
  });

  it('starts in Russian', () => {
    expect(currentLocale()).toBe('ru');
    expect(initI18n().t('errors.server')).toBe('Ошибка сервера. Повторите попытку позже.');
  });

  it('takes the first of the browser languages it speaks on a first visit', () => {
    expect(preferredLocale(['en-US', 'ru'])).toBe('en');
    expect(preferredLocale(['de-DE', 'ru-RU', 'en'])).toBe('ru');
    expect(preferredLocale(['EN'])).toBe('en');
    expect(preferredLocale(['de', 'fr'])).toBe('ru');
    expect(preferredLocale([])).toBe('ru');
  });

  it('has every key in both languages', () => {
    expect(keysOf(ru).sort()).toEqual(keysOf(en).sort());
  });

  it('has a text for every key of the error catalogue in both languages', () => {
    const i18n = initI18n();
    for (const key of Object.values(ErrorKey)) {
      expect(i18n.exists(key, { lng: 'ru' })).toBe(true);
      expect(i18n.exists(key, { lng: 'en' })).toBe(true);
    }
  });

  it('switches to English, remembers the choice and sets the page language', async () => {
    await changeLocale('en');
    expect(initI18n().t('errors.unauthenticated')).toBe(
      'Authentication error. Reload the page and log in to continue.',
    );
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('fills the file size limit into the spec message', () => {
    expect(initI18n().t('errors.file_too_large', { max: 20 })).toBe(
      'Размер файла не может превышать 20 МБ.',
    );
  });

  it('lets a remote add its own namespace in both languages', async () => {
    addTranslations('demo', { ru: { hello: 'Привет' }, en: { hello: 'Hello' } });
    expect(initI18n().t('demo:hello')).toBe('Привет');
    await changeLocale('en');
    expect(initI18n().t('demo:hello')).toBe('Hello');
  });
});
