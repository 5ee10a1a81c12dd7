import { registerMessages } from '../i18n/messages';

/** Server texts of the comment bank (registered with the i18n table on import). */
const en = {
  'comment_bank.text_taken': 'Your comment bank already has this comment.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    comment_bank: typeof en;
  }
}

export const commentBankMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'comment_bank.text_taken': 'Такой комментарий уже есть в банке.',
  },
});
