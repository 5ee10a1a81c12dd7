import { registerMessages } from '../i18n/messages';
/** Server texts of the students module (registered with the i18n table on import). */
const en = {
  'students.invite_invalid':
    'This invite link is invalid or no longer works. Ask your teacher for a new one.',
  'students.not_your_students': 'Only your own students can be added to a group.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    students: typeof en;
  }
}

export const studentsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'students.invite_invalid':
      'Ссылка-приглашение недействительна или устарела. Попросите у преподавателя новую.',
    'students.not_your_students': 'В группу можно добавить только своих учеников.',
  },
});
