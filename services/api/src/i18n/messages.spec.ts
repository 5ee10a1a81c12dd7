import { attributeName, pluralForm, pluralUnit, translate } from './messages';

describe('server message table', () => {
  it('fills the placeholders of a message', () => {
    expect(translate('validation.min.string', 'en', { attribute: 'password', min: 8 })).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(translate('validation.required', 'ru', { attribute: 'email' })).toBe(
      'Поле email обязательно для заполнения.',
    );
  });

  it('names fields per language and reads unknown ones as themselves', () => {
    expect(attributeName('first_name', 'ru')).toBe('имя');
    expect(attributeName('first_name', 'en')).toBe('first name');
    expect(attributeName('email', 'ru')).toBe('email');
  });

  it('chooses Russian plural forms', () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => pluralForm(n, 'ru'))).toEqual([
      'one',
      'few',
      'many',
      'many',
      'one',
      'few',
      'many',
    ]);
    expect(pluralForm(1, 'en')).toBe('one');
    expect(pluralForm(3, 'en')).toBe('many');
  });
});

describe('pluralUnit', () => {
  it('names the unit in the form its count needs', () => {
    expect([1, 2, 5, 21, 42, 60].map((n) => pluralUnit(n, 'seconds', 'ru'))).toEqual([
      'секунду',
      'секунды',
      'секунд',
      'секунду',
      'секунды',
      'секунд',
    ]);
    expect(pluralUnit(1, 'minutes', 'en')).toBe('minute');
    expect(pluralUnit(60, 'minutes', 'en')).toBe('minutes');
    expect(pluralUnit(60, 'minutes', 'ru')).toBe('минут');
  });
});
