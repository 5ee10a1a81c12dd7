import type { en } from './en';

/** Russian texts of the auth remote. */
export const ru: typeof en = {
  stage: {
    0: { title: 'Вход или регистрация', submit: 'Продолжить' },
    1: { title: 'Вход', submit: 'Продолжить' },
    2: { title: 'Регистрация', submit: 'Продолжить' },
    3: { title: 'Завершение регистрации', submit: 'Продолжить' },
    5: { title: 'Восстановление пароля', submit: 'Продолжить' },
  },
  fields: {
    email: 'Электронная почта',
    password: 'Пароль',
    first_name: 'Как вас зовут',
    role: 'Роль',
    role_placeholder: 'Выберите роль',
    phone: 'Телефон',
  },
  consent: {
    before: 'Я принимаю ',
    privacy_policy: 'политику конфиденциальности',
    between: ' и ',
    user_agreement: 'пользовательское соглашение',
    after: '',
  },
  links: { forgot: 'Забыли пароль?', back_to_login: 'Вернуться ко входу' },
  social: {
    group: 'Вход через социальные сети',
    sign_in_with: {
      google: 'Войти через Google',
      vkontakte: 'Войти через VK',
      yandex: 'Войти через Яндекс',
    },
  },
  accounts: {
    title: 'Социальные сети',
    connect: 'Подключить',
    disconnect: 'Отключить',
    connect_to: 'Подключить {{provider}}',
    disconnect_from: 'Отключить {{provider}}',
    not_connected: 'Не подключено',
    providers: {
      vkontakte: 'ВКонтакте',
      google: 'Google',
      facebook: 'Facebook',
      telegram: 'Telegram',
      yandex: 'Яндекс',
    },
  },
  invite: {
    title: 'Присоединиться к преподавателю',
    signed_in_as:
      'Вы вошли как {{name}}. Присоединиться к преподавателю, который прислал эту ссылку?',
    join: 'Присоединиться',
    joined: 'Теперь вы ученик преподавателя {{teacher}}.',
    to_works: 'К моим работам',
  },
  reset: {
    title: 'Новый пароль',
    email: 'Электронная почта',
    password: 'Новый пароль',
    password_confirmation: 'Повторите пароль',
    continue: 'Продолжить',
  },
};
