import type { en } from './en';

/** Russian texts of the auth remote. */
export const ru: typeof en = {
  login: {
    title: 'Вход или регистрация',
    email: 'Электронная почта',
    password: 'Пароль',
    continue: 'Продолжить',
    forgot: 'Забыли пароль?',
  },
  reset: {
    title: 'Новый пароль',
    email: 'Электронная почта',
    password: 'Новый пароль',
    password_confirmation: 'Повторите пароль',
    continue: 'Продолжить',
  },
};
