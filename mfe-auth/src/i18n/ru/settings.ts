import type { settingsEn } from '../en/settings';

/** Russian texts of the account settings blocks. */
export const settingsRu: typeof settingsEn = {
  unsaved: 'Есть несохранённые изменения. Всё равно уйти?',
  profile: {
    title: 'Профиль',
    first_name: 'Имя',
    phone: 'Телефон',
    phone_hint: 'В любом виде, например 8 916 123-45-67',
    phone_required_hint: 'Обязателен для вашей роли. В любом виде, например 8 916 123-45-67',
    save: 'Сохранить',
    saved: 'Профиль сохранён.',
  },
  email: {
    title: 'Email',
    current: 'Текущий email',
    new: 'Новый email',
    hint: 'Мы отправим ссылку на новый адрес; email изменится, когда вы её откроете.',
    send: 'Отправить ссылку',
    result: {
      done: 'Email изменён.',
      expired: 'Срок действия ссылки истёк. Запросите новую.',
      invalid: 'Ссылка недействительна или уже использована.',
      taken: 'Этот email уже занят другой учётной записью.',
    },
    verification: {
      done: 'Email подтверждён.',
      expired: 'Срок действия ссылки истёк: отправьте новую кнопкой ниже.',
      invalid: 'Ссылка недействительна или заменена более новой.',
    },
  },
  password: {
    title: 'Пароль',
    current: 'Текущий пароль',
    new: 'Новый пароль',
    confirmation: 'Повторите новый пароль',
    hint: 'Не короче 8 символов. На других устройствах потребуется войти заново.',
    save: 'Сменить пароль',
  },
  sessions: {
    title: 'Устройства, где выполнен вход',
    loading: 'Загрузка…',
    device: '{{browser}}, {{os}}',
    unknown_device: 'Неизвестное устройство',
    this_device: 'Это устройство',
    signed_in: 'Вход {{date}}',
    last_active: 'активность {{date}}',
    ip: 'IP {{ip}}',
    sign_out: 'Выйти',
    sign_out_device: 'Выйти на устройстве {{device}}',
    signed_out: 'Выход на устройстве выполнен.',
    others: 'Выйти на всех других устройствах',
    confirm_title: 'Выйти на всех других устройствах?',
    confirm_message: 'На всех остальных устройствах и в браузерах придётся войти заново.',
    confirm: 'Выйти',
    only_this: 'Вход выполнен только на этом устройстве.',
  },
};
