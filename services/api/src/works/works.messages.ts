/** Server texts of the works module (merged into i18n/messages.ts). */
const en = {
  'works.not_found': 'The work was not found or is no longer available.',
} as const;

export const worksMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {
    'works.not_found': 'Работа не найдена или больше недоступна.',
  },
};
