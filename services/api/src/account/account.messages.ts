import { registerMessages } from '../i18n/messages';

/** Server texts of the account settings (registered with the i18n table on import). */
const en = {
  'account.password.current_wrong': 'The current password is incorrect.',
  'account.password.none':
    'Your account has no password yet: set one with “Forgot your password?” on the sign-in page.',
  'account.password.changed': 'Your password has been changed. Other sessions were signed out.',
  'account.email.same': 'This is your current email address.',
  'account.email.sent': 'We have emailed a confirmation link to :email.',
  'account.session.not_found': 'This session has already ended.',
  'account.sessions.ended': 'Signed out everywhere else.',
  'mail.email_change.subject': 'Confirm your new email address',
  'mail.email_change.intro':
    'You asked to use this address for your account. Open the link to confirm it.',
  'mail.email_change.action': 'Confirm email',
  'mail.email_change.expire': 'This link will expire in :count :unit.',
  'mail.email_change.outro': 'If you did not ask for this, no further action is required.',
  'mail.email_changed.subject': 'Your email address has been changed',
  'mail.email_changed.intro': 'The email address of your account has been changed to :email.',
  'mail.email_changed.outro':
    'If you did not do this, reset your password at once and contact us: someone else may be using your account.',
  'mail.email_change.fallback': 'If the button does not work, copy this link into your browser:',
  'account.email.verification_sent': 'We have emailed a new confirmation link to :email.',
  'account.email.verified_already': 'Your email address is already confirmed.',
  'account.email.verification_throttled':
    'We have just sent you a link. You can ask for another one in :seconds s.',
  'mail.email_verification.subject': 'Confirm your email address',
  'mail.email_verification.intro':
    'Thank you for signing up. Open the link to confirm that this address is yours.',
  'mail.email_verification.action': 'Confirm email',
  'mail.email_verification.expire': 'This link will expire in 24 hours.',
  'mail.email_verification.outro':
    'If you did not sign up, ignore this message: the account stays unconfirmed.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    account: typeof en;
  }
}

export const accountMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'account.password.current_wrong': 'Текущий пароль указан неверно.',
    'account.password.none':
      'У вашей учётной записи ещё нет пароля: задайте его через «Забыли пароль?» на странице входа.',
    'account.password.changed': 'Пароль изменён. Остальные сеансы завершены.',
    'account.email.same': 'Это ваш текущий email.',
    'account.email.sent': 'Ссылка для подтверждения отправлена на :email.',
    'account.session.not_found': 'Этот сеанс уже завершён.',
    'account.sessions.ended': 'Выполнен выход на всех остальных устройствах.',
    'mail.email_change.subject': 'Подтвердите новый email',
    'mail.email_change.intro':
      'Вы указали этот адрес для своей учётной записи. Откройте ссылку, чтобы подтвердить его.',
    'mail.email_change.action': 'Подтвердить email',
    'mail.email_change.expire': 'Ссылка действительна :count :unit.',
    'mail.email_change.outro': 'Если вы этого не делали, никаких действий не требуется.',
    'mail.email_changed.subject': 'Email вашей учётной записи изменён',
    'mail.email_changed.intro': 'Email вашей учётной записи изменён на :email.',
    'mail.email_changed.outro':
      'Если это сделали не вы, сразу сбросьте пароль и напишите нам: возможно, вашей учётной записью пользуется кто-то другой.',
    'mail.email_change.fallback':
      'Если кнопка не работает, скопируйте эту ссылку в адресную строку браузера:',
    'account.email.verification_sent': 'Новая ссылка для подтверждения отправлена на :email.',
    'account.email.verified_already': 'Ваш email уже подтверждён.',
    'account.email.verification_throttled':
      'Ссылка только что отправлена. Запросить ещё одну можно через :seconds с.',
    'mail.email_verification.subject': 'Подтвердите email',
    'mail.email_verification.intro':
      'Спасибо за регистрацию. Откройте ссылку, чтобы подтвердить, что это ваш адрес.',
    'mail.email_verification.action': 'Подтвердить email',
    'mail.email_verification.expire': 'Ссылка действительна 24 часа.',
    'mail.email_verification.outro':
      'Если вы не регистрировались, просто не обращайте внимания на это письмо: учётная запись останется неподтверждённой.',
  },
});
