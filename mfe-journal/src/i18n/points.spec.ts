import i18next from 'i18next';
import { changeLocale } from '@tutor/i18n';
import { addJournalTranslations } from './namespace';

const points = (ball: number, max: number) =>
  i18next.t('journal.cell.points', { ns: 'journal', ball, max, count: max });

describe('a cell’s points', () => {
  beforeAll(() => addJournalTranslations());
  afterAll(() => changeLocale('ru'));

  it('agree in Russian with the maximum after «из»', async () => {
    await changeLocale('ru');
    expect([points(1, 1), points(3, 21), points(2, 4), points(9, 10)]).toEqual([
      '1 из 1 балла',
      '3 из 21 балла',
      '2 из 4 баллов',
      '9 из 10 баллов',
    ]);
  });

  it('agree in English with the maximum', async () => {
    await changeLocale('en');
    expect([points(1, 1), points(9, 10)]).toEqual(['1 of 1 point', '9 of 10 points']);
  });
});
