import type { en } from './en';

/** Russian texts of the marketplace remote. */
export const ru: typeof en = {
  marketplace: {
    title: 'Маркетплейс',
    empty: 'Готовых уроков пока нет.',
    hint: 'Здесь появятся готовые уроки, которые публикуют учителя.',
  },
};
