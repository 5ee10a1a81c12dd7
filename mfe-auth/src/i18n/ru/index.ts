import type { en } from '../en';
import { settingsRu } from './settings';
import { subscriptionRu } from './subscription';

/** Russian texts of the auth remote. */
export const ru: typeof en = {
  settings: settingsRu,
  subscription: subscriptionRu,
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
  links: {
    forgot: 'Забыли пароль?',
    back_to_login: 'Вернуться ко входу',
    change_email: 'Изменить почту',
  },
  draft: {
    restored:
      'Мы сохранили то, что было введено до перезагрузки страницы. Пароль не сохраняется: введите его ещё раз.',
    password_hint: 'Введите пароль ещё раз: он не сохраняется.',
  },
  signed_in: { title: 'Вы уже вошли', to_settings: 'К настройкам аккаунта' },
  wait: {
    too_many_one: 'Слишком много попыток. Повторите через {{count}} секунду.',
    too_many_few: 'Слишком много попыток. Повторите через {{count}} секунды.',
    too_many_many: 'Слишком много попыток. Повторите через {{count}} секунд.',
    too_many_other: 'Слишком много попыток. Повторите через {{count}} секунды.',
  },
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
    not_configured: 'Вход через соцсети не настроен на этом сайте.',
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
    page_title: 'Приглашение от преподавателя',
    signed_in_as:
      'Вы вошли как {{name}}. Присоединиться к преподавателю, который прислал эту ссылку?',
    signed_in_as_from:
      'Вы вошли как {{name}}. Преподаватель {{teacher}} приглашает вас в свои ученики.',
    from: 'Преподаватель {{teacher}} приглашает вас в свои ученики. Войдите или зарегистрируйтесь, чтобы принять приглашение.',
    invalid:
      'Приглашение недействительно: ссылка устарела или скопирована с ошибкой. Попросите у преподавателя новую ссылку. Войти или зарегистрироваться можно и без неё.',
    invalid_signed_in:
      'Приглашение недействительно: ссылка устарела или скопирована с ошибкой. Попросите у преподавателя новую ссылку.',
    not_a_student:
      'Вы вошли как преподаватель {{name}}. Приглашения — для учеников: чтобы принять его, выйдите и откройте ссылку снова.',
    to_home: 'На главную',
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
