/** Server texts of the subjects module (merged into i18n/messages.ts). */
const en = {
  'subjects.name_taken': 'You already have a subject with this name.',
} as const;

export const subjectsMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {
    'subjects.name_taken': 'У вас уже есть предмет с таким названием.',
  },
};
