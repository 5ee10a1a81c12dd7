/** Server texts of the subjects module (merged into i18n/messages.ts). */
const en = {} as const;

export const subjectsMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {},
};
