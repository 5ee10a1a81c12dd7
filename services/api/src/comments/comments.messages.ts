/** Server texts of the comments module (merged into i18n/messages.ts). */
const en = {} as const;

export const commentsMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {},
};
