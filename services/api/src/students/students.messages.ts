/** Server texts of the students module (merged into i18n/messages.ts). */
const en = {
  'students.invite_invalid':
    'This invite link is invalid or no longer works. Ask your teacher for a new one.',
  'students.not_your_students': 'Only your own students can be added to a group.',
} as const;

export const studentsMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {
    'students.invite_invalid':
      'Ссылка-приглашение недействительна или устарела. Попросите у преподавателя новую.',
    'students.not_your_students': 'В группу можно добавить только своих учеников.',
  },
};
