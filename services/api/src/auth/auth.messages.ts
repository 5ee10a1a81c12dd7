import { registerMessages } from '../i18n/messages';

/** Server texts of the auth module (registered with the i18n table on import). */
const en = {
  'auth.failed': 'These credentials do not match our records.',
  'auth.throttle': 'Too many login attempts. Please try again in :count :unit.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    auth: typeof en;
  }
}

export const authMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'auth.failed': 'Неверный email или пароль.',
    'auth.throttle':
      'Слишком много попыток входа. Пожалуйста, попробуйте ещё раз через :count :unit.',
  },
});
