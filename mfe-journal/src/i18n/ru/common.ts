import type { commonEn } from '../en/common';

/** Remote-wide texts (group `common`). */
export const commonRu: typeof commonEn = {
  common: {
    loading: 'Загрузка…',
    failed: 'Не удалось загрузить данные.',
    retry: 'Повторить',
    only_teachers: 'Эта страница доступна только учителям.',
  },
};
