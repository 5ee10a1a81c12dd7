/** Server texts of the tasks module (merged into i18n/messages.ts). */
const en = {} as const;

export const tasksMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {},
};
