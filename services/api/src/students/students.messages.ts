/** Server texts of the students module (merged into i18n/messages.ts). */
const en = {} as const;

export const studentsMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {},
};
