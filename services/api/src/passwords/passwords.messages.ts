import { registerMessages } from '../i18n/messages';

/** Server texts of the passwords module (registered with the i18n table on import). */
const en = {
  'passwords.reset': 'Your password has been reset.',
  'passwords.sent': 'We have emailed your password reset link.',
  'passwords.throttled': 'Please wait :count :unit before asking for another link.',
  'passwords.token': 'This password reset token is invalid.',
  'passwords.user': "We can't find a user with that email address.",
  'mail.reset.subject': 'Reset Password Notification',
  'mail.reset.intro':
    'You are receiving this email because we received a password reset request for your account.',
  'mail.reset.action': 'Reset Password',
  'mail.reset.expire': 'This password reset link will expire in :count :unit.',
  'mail.reset.outro': 'If you did not request a password reset, no further action is required.',
  'mail.reset.fallback': 'If the button does not work, copy this link into your browser:',
  'mail.welcome.subject': 'Set a password for your account',
  'mail.welcome.intro':
    'Your account has been created through :provider. Set a password to sign in with your email as well.',
  'mail.welcome.action': 'Set password',
  'mail.welcome.expire': 'This link will expire in :count :unit.',
  'mail.welcome.outro': 'If you did not create an account, no further action is required.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    passwords: typeof en;
  }
}

export const passwordsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'passwords.reset': 'Ваш пароль был сброшен.',
    'passwords.sent': 'Ссылка на сброс пароля отправлена на ваш email.',
    'passwords.throttled': 'Пожалуйста, подождите :count :unit перед повторной попыткой.',
    'passwords.token': 'Неверный код сброса пароля.',
    'passwords.user': 'Не удалось найти пользователя с указанным электронным адресом.',
    'mail.reset.subject': 'Уведомление о сбросе пароля',
    'mail.reset.intro':
      'Вы получили это письмо, потому что мы получили запрос на сброс пароля для вашей учётной записи.',
    'mail.reset.action': 'Сбросить пароль',
    'mail.reset.expire': 'Ссылка для сброса пароля действительна :count :unit.',
    'mail.reset.outro': 'Если вы не запрашивали сброс пароля, никаких действий не требуется.',
    'mail.reset.fallback':
      'Если кнопка не работает, скопируйте эту ссылку в адресную строку браузера:',
    'mail.welcome.subject': 'Задайте пароль для вашей учётной записи',
    'mail.welcome.intro':
      'Ваша учётная запись создана через :provider. Задайте пароль, чтобы входить и по email.',
    'mail.welcome.action': 'Задать пароль',
    'mail.welcome.expire': 'Ссылка действительна :count :unit.',
    'mail.welcome.outro': 'Если вы не создавали учётную запись, никаких действий не требуется.',
  },
});
