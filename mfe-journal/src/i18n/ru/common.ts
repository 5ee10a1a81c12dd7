import type { commonEn } from '../en/common';

/** Remote-wide texts (group `common`). */
export const commonRu: typeof commonEn = {
  common: {
    failed: 'Не удалось загрузить данные.',
    retry: 'Повторить',
  },
};
