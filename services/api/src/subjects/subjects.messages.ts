import { registerMessages } from '../i18n/messages';
/** Server texts of the subjects module (registered with the i18n table on import). */
const en = {
  'subjects.name_taken': 'You already have a subject with this name.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    subjects: typeof en;
  }
}

export const subjectsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'subjects.name_taken': 'У вас уже есть предмет с таким названием.',
  },
});
