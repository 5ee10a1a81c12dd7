import { draftOf, inputOf, isDirty } from './requisites-draft';

const SAVED = {
  type: 1 as const,
  name: 'Иванова Анна Сергеевна',
  inn: '773370857141',
  bic: '044525225',
  account: '40802810100000012345',
  wallet: null,
};

describe('the requisites draft', () => {
  it('starts empty, as self-employed, when nothing is saved', () => {
    expect(draftOf(null)).toEqual({ type: 0, name: '', inn: '', bic: '', account: '', wallet: '' });
  });

  it('sends no wallet for a sole proprietor', () => {
    expect(inputOf({ ...draftOf(SAVED), wallet: '410011234567890' }).wallet).toBeNull();
  });

  it('is dirty only when a sent field differs from the saved one', () => {
    expect(isDirty(draftOf(SAVED), SAVED)).toBe(false);
    expect(isDirty({ ...draftOf(SAVED), wallet: '4100' }, SAVED)).toBe(false);
    expect(isDirty({ ...draftOf(SAVED), account: '40802810200000012345' }, SAVED)).toBe(true);
    expect(isDirty(draftOf(null), null)).toBe(false);
  });
});
