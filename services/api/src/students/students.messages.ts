import { registerMessages } from '../i18n/messages';
/** Server texts of the students module (registered with the i18n table on import). */
const en = {
  'students.invite_invalid':
    'This invite link is invalid or no longer works. Ask your teacher for a new one.',
  'students.not_your_students': 'Only your own students can be added to a group.',
  'students.teacher_full':
    'This teacher has no free places: on the free plan a teacher may have up to :limit students. Let your teacher know: the paid plan has no limit.',
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
    'students.teacher_full':
      'У преподавателя нет свободных мест: на бесплатном тарифе можно заниматься не более чем с :limit учениками. Сообщите об этом преподавателю — на платном тарифе ограничения нет.',
  },
});
