import type { en } from './en';

/** Russian texts of the journal remote. */
export const ru: typeof en = {
  journal: {
    title: 'Журнал',
    empty: 'В журнале пока нет оценок.',
    hint: 'Оценки появятся здесь, когда работы будут проверены.',
  },
  payouts: {
    title: 'Выплаты',
    empty: 'Выплат пока не было.',
    hint: 'Здесь будут выплаты за проданные уроки.',
  },
};
