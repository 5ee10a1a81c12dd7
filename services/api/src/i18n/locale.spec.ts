import { pickText, resolveLocale } from './locale';

describe('resolveLocale', () => {
  it('answers ru when the header is missing or names no supported language', () => {
    expect(resolveLocale(undefined)).toBe('ru');
    expect(resolveLocale('de-DE,fr;q=0.8')).toBe('ru');
  });

  it('takes the first supported language by quality', () => {
    expect(resolveLocale('en-US,en;q=0.9,ru;q=0.8')).toBe('en');
    expect(resolveLocale('de;q=1, ru;q=0.5, en;q=0.7')).toBe('en');
    expect(resolveLocale('RU')).toBe('ru');
  });

  it('ignores languages the client refuses with q=0', () => {
    expect(resolveLocale('en;q=0, ru;q=0.1')).toBe('ru');
  });
});

describe('pickText', () => {
  it('falls back to ru, then to any given text', () => {
    expect(pickText({ ru: 'Учитель', en: 'Teacher' }, 'en')).toBe('Teacher');
    expect(pickText({ ru: 'Учитель' }, 'en')).toBe('Учитель');
    expect(pickText({ en: 'Teacher' }, 'ru')).toBe('Teacher');
    expect(pickText('Tutor', 'en')).toBe('Tutor');
  });
});
