/** Server texts of the files module (merged into i18n/messages.ts). */
const en = {} as const;

export const filesMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {},
};
