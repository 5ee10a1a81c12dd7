import { registerMessages } from '../i18n/messages';

/** Server texts of the oauth module (registered with the i18n table on import). */
const en = {
  'oauth.provider.vkontakte': 'VK',
  'oauth.provider.google': 'Google',
  'oauth.provider.facebook': 'Facebook',
  'oauth.provider.telegram': 'Telegram',
  'oauth.provider.yandex': 'Yandex',
  'oauth.page.title': 'Sign in with :provider',
  'oauth.page.done': 'Done. You can close this window.',
  'oauth.page.continue': 'Continue',
  'oauth.page.telegram': 'Confirm the sign-in in the Telegram window.',
  'oauth.denied': 'Sign-in with :provider was cancelled.',
  'oauth.state_mismatch':
    'The sign-in request has expired or was started elsewhere. Please try again.',
  'oauth.provider_error': 'Signing in with :provider failed. Please try again later.',
  'oauth.linked_to_other': 'This :provider account is already linked to another user.',
  'oauth.email_exists':
    'An account with the email :email already exists. Sign in to it, then connect :provider in the account settings.',
  'oauth.sign_in_to_connect': 'Sign in to connect a :provider account.',
  'oauth.telegram_invalid': 'Telegram did not confirm the sign-in. Please try again.',
  'oauth.registration_expired':
    'The sign-in with the social network has expired. Please sign in with it again.',
  'oauth.disconnected': 'The :provider account has been disconnected.',
  'oauth.not_linked': 'No :provider account is connected.',
  'oauth.last_sign_in_method':
    'The :provider account is your only way to sign in. Set a password before disconnecting it.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    oauth: typeof en;
  }
}

export const oauthMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'oauth.provider.vkontakte': 'ВКонтакте',
    'oauth.provider.google': 'Google',
    'oauth.provider.facebook': 'Facebook',
    'oauth.provider.telegram': 'Telegram',
    'oauth.provider.yandex': 'Яндекс',
    'oauth.page.title': 'Вход через :provider',
    'oauth.page.done': 'Готово. Это окно можно закрыть.',
    'oauth.page.continue': 'Продолжить',
    'oauth.page.telegram': 'Подтвердите вход в окне Telegram.',
    'oauth.denied': 'Вход через :provider отменён.',
    'oauth.state_mismatch':
      'Запрос на вход устарел или был начат в другом окне. Попробуйте ещё раз.',
    'oauth.provider_error': 'Не удалось войти через :provider. Попробуйте позже.',
    'oauth.linked_to_other': 'Этот аккаунт :provider уже привязан к другому пользователю.',
    'oauth.email_exists':
      'Пользователь с email :email уже зарегистрирован. Войдите в свою учётную запись и подключите :provider в настройках аккаунта.',
    'oauth.sign_in_to_connect': 'Войдите, чтобы подключить аккаунт :provider.',
    'oauth.telegram_invalid': 'Telegram не подтвердил вход. Попробуйте ещё раз.',
    'oauth.registration_expired': 'Время входа через соцсеть истекло. Войдите через неё ещё раз.',
    'oauth.disconnected': 'Аккаунт :provider отключён.',
    'oauth.not_linked': 'Аккаунт :provider не подключён.',
    'oauth.last_sign_in_method':
      'Аккаунт :provider — ваш единственный способ входа. Задайте пароль, прежде чем отключать его.',
  },
});
