/** Server texts of the dispatch module (merged into i18n/messages.ts). */
const en = {} as const;

export const dispatchMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {},
};
