import { registerMessages } from '../i18n/messages';

/** Server texts of the comments module (registered with the i18n table on import). */
const en = {
  'comments.question_unknown': 'This question is not part of the work.',
  'comments.question_too_early': 'Questions can be commented on once the work is submitted.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    comments: typeof en;
  }
}

export const commentsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'comments.question_unknown': 'Этого вопроса нет в работе.',
    'comments.question_too_early': 'Комментировать вопросы можно после сдачи работы.',
  },
});
