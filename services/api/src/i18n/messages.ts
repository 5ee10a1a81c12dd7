import { studentsMessages } from '../students/students.messages';
import { subjectsMessages } from '../subjects/subjects.messages';
import { tasksMessages } from '../tasks/tasks.messages';
import { filesMessages } from '../files/files.messages';
import { dispatchMessages } from '../dispatch/dispatch.messages';
import { worksMessages } from '../works/works.messages';
import { commentsMessages } from '../comments/comments.messages';
import type { Locale } from './locale';

/** The teaching modules' own texts, each kept beside its module. */
const TEACHING = {
  en: {
    ...studentsMessages.en,
    ...subjectsMessages.en,
    ...tasksMessages.en,
    ...filesMessages.en,
    ...dispatchMessages.en,
    ...worksMessages.en,
    ...commentsMessages.en,
  },
  ru: {
    ...studentsMessages.ru,
    ...subjectsMessages.ru,
    ...tasksMessages.ru,
    ...filesMessages.ru,
    ...dispatchMessages.ru,
    ...worksMessages.ru,
    ...commentsMessages.ru,
  },
} as const;

/**
 * The server-side message table, Laravel-like: `:attribute`, `:min`… are replaced by
 * `translate()`. Every key exists in ru and en (the type makes a missing one a build error).
 */
const en = {
  'validation.required': 'The :attribute field is required.',
  'validation.string': 'The :attribute field must be a string.',
  'validation.email': 'The :attribute field must be a valid email address.',
  'validation.min.string': 'The :attribute field must be at least :min characters.',
  'validation.max.string': 'The :attribute field must not be greater than :max characters.',
  'validation.between.string': 'The :attribute field must be between :min and :max characters.',
  'validation.min.numeric': 'The :attribute field must be at least :min.',
  'validation.max.numeric': 'The :attribute field must not be greater than :max.',
  'validation.integer': 'The :attribute field must be an integer.',
  'validation.numeric': 'The :attribute field must be a number.',
  'validation.boolean': 'The :attribute field must be true or false.',
  'validation.in': 'The selected :attribute is invalid.',
  'validation.accepted': 'The :attribute field must be accepted.',
  'validation.confirmed': 'The :attribute field confirmation does not match.',
  'validation.url': 'The :attribute field must be a valid URL.',
  'validation.regex': 'The :attribute field format is invalid.',
  'validation.array': 'The :attribute field must be an array.',
  'validation.object': 'The :attribute field must be an object.',
  'validation.prohibited': 'The :attribute field is prohibited.',
  'validation.invalid': 'The :attribute field is invalid.',
  'validation.no_nul': 'The :attribute field must not contain NUL characters.',
  'validation.unique': 'The :attribute has already been taken.',
  'validation.phone': 'The :attribute field must be a valid phone number.',
  'validation.common_password':
    'The :attribute is too common. Please choose a different :attribute.',
  'validation.body': 'The request body must be a JSON object.',
  'validation.more_errors.one': '(and :count more error)',
  'validation.more_errors.few': '(and :count more errors)',
  'validation.more_errors.many': '(and :count more errors)',
  'request.malformed_json': 'The request body is not valid JSON.',
  'request.too_large': 'The request body is too large.',
  'request.unreadable': 'The request body could not be read.',
  'roles.teacher': 'Teacher',
  'roles.student': 'Student',
  'app.title': 'Tutor',
  'auth.failed': 'These credentials do not match our records.',
  'auth.throttle': 'Too many login attempts. Please try again in :seconds seconds.',
  'passwords.reset': 'Your password has been reset.',
  'passwords.sent': 'We have emailed your password reset link.',
  'passwords.throttled': 'Please wait before retrying.',
  'passwords.token': 'This password reset token is invalid.',
  'passwords.user': "We can't find a user with that email address.",
  'mail.greeting': 'Hello!',
  'mail.regards': 'Regards,',
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
  'time.seconds.one': 'second',
  'time.seconds.few': 'seconds',
  'time.seconds.many': 'seconds',
  'time.minutes.one': 'minute',
  'time.minutes.few': 'minutes',
  'time.minutes.many': 'minutes',
  ...TEACHING.en,
} as const;

export type MessageKey = keyof typeof en;

const ru: Record<MessageKey, string> = {
  ...TEACHING.ru,
  'validation.required': 'Поле :attribute обязательно для заполнения.',
  'validation.string': 'Поле :attribute должно быть строкой.',
  'validation.email': 'Поле :attribute должно быть действительным электронным адресом.',
  'validation.min.string': 'Количество символов в поле :attribute должно быть не меньше :min.',
  'validation.max.string': 'Количество символов в поле :attribute не может превышать :max.',
  'validation.between.string':
    'Количество символов в поле :attribute должно быть между :min и :max.',
  'validation.min.numeric': 'Значение поля :attribute должно быть не меньше :min.',
  'validation.max.numeric': 'Значение поля :attribute не может быть больше :max.',
  'validation.integer': 'Поле :attribute должно быть целым числом.',
  'validation.numeric': 'Поле :attribute должно быть числом.',
  'validation.boolean': 'Поле :attribute должно иметь значение логического типа.',
  'validation.in': 'Выбранное значение для :attribute некорректно.',
  'validation.accepted': 'Вы должны принять :attribute.',
  'validation.confirmed': 'Значение поля :attribute не совпадает с подтверждаемым.',
  'validation.url': 'Поле :attribute должно быть действительным URL-адресом.',
  'validation.regex': 'Поле :attribute имеет некорректный формат.',
  'validation.array': 'Поле :attribute должно быть массивом.',
  'validation.object': 'Поле :attribute должно быть объектом.',
  'validation.prohibited': 'Поле :attribute запрещено.',
  'validation.invalid': 'Значение поля :attribute некорректно.',
  'validation.no_nul': 'Поле :attribute не должно содержать символ NUL.',
  'validation.unique': 'Такое значение поля :attribute уже существует.',
  'validation.phone': 'Поле :attribute должно быть корректным номером телефона.',
  'validation.common_password':
    'Этот :attribute слишком простой и часто используется. Выберите другой :attribute.',
  'validation.body': 'Тело запроса должно быть JSON-объектом.',
  'validation.more_errors.one': '(и ещё :count ошибка)',
  'validation.more_errors.few': '(и ещё :count ошибки)',
  'validation.more_errors.many': '(и ещё :count ошибок)',
  'request.malformed_json': 'Тело запроса не является корректным JSON.',
  'request.too_large': 'Тело запроса слишком велико.',
  'request.unreadable': 'Не удалось прочитать тело запроса.',
  'roles.teacher': 'Учитель',
  'roles.student': 'Ученик',
  'app.title': 'Репетитор',
  'auth.failed': 'Неверный email или пароль.',
  'auth.throttle':
    'Слишком много попыток входа. Пожалуйста, попробуйте ещё раз через :seconds :unit.',
  'passwords.reset': 'Ваш пароль был сброшен.',
  'passwords.sent': 'Ссылка на сброс пароля отправлена на ваш email.',
  'passwords.throttled': 'Пожалуйста, подождите перед повторной попыткой.',
  'passwords.token': 'Неверный код сброса пароля.',
  'passwords.user': 'Не удалось найти пользователя с указанным электронным адресом.',
  'mail.greeting': 'Здравствуйте!',
  'mail.regards': 'С уважением,',
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
  'oauth.state_mismatch': 'Запрос на вход устарел или был начат в другом окне. Попробуйте ещё раз.',
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
  'time.seconds.one': 'секунду',
  'time.seconds.few': 'секунды',
  'time.seconds.many': 'секунд',
  'time.minutes.one': 'минуту',
  'time.minutes.few': 'минуты',
  'time.minutes.many': 'минут',
};

const MESSAGES: Record<Locale, Record<MessageKey, string>> = { ru, en };

/** Field names as they read inside a message; a field not listed reads as itself. */
const ATTRIBUTES: Record<Locale, Readonly<Record<string, string>>> = {
  en: {
    first_name: 'first name',
    password_confirmation: 'password confirmation',
    subject_id: 'subject',
    group_id: 'group',
    student_ids: 'students',
    timer_minutes: 'timer',
    delay_at: 'sending time',
    question_id: 'question',
    choice_ids: 'chosen options',
    file_id: 'file',
    kind: 'recipients',
    target: 'recipients',
  },
  ru: {
    first_name: 'имя',
    phone: 'телефон',
    role: 'роль',
    password: 'пароль',
    password_confirmation: 'подтверждение пароля',
    agree: 'согласие',
    remote: 'модуль',
    message: 'сообщение',
    token: 'код',
    name: 'название',
    title: 'название',
    invite: 'приглашение',
    student_ids: 'ученики',
    group_id: 'группа',
    target: 'получатели',
    kind: 'получатели',
    subject_id: 'предмет',
    questions: 'вопросы',
    text: 'текст',
    ball: 'балл',
    balls: 'баллы',
    max_ball: 'максимальный балл',
    criteria: 'критерии',
    timer_minutes: 'таймер',
    deadline: 'срок сдачи',
    delay_at: 'время отправки',
    scale: 'шкала',
    thresholds: 'пороги',
    decision: 'решение',
    options: 'варианты',
    correct: 'правильные ответы',
    type: 'тип',
    label: 'название оценки',
    min_percent: 'минимальный процент',
    pass_percent: 'проходной процент',
    file: 'файл',
    answers: 'ответы',
    question_id: 'вопрос',
    value: 'ответ',
    choice_ids: 'выбранные варианты',
    link: 'ссылка',
    file_id: 'файл',
    version: 'версия',
    finish: 'завершение',
    comment: 'комментарий',
    only_new: 'только новым',
    can_repeated: 'повторное выполнение',
    show_answers: 'показ ответов',
    post_deadline_allowed: 'сдача после срока',
    allow_question_copy: 'копирование вопросов',
    page: 'страница',
    per_page: 'на странице',
    status: 'статус',
    task_id: 'задание',
    student_id: 'ученик',
  },
};

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

export type MessageParams = Readonly<Record<string, string | number>>;

export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return Object.entries(params).reduce(
    (text, [name, value]) => text.replaceAll(`:${name}`, String(value)),
    MESSAGES[locale][key],
  );
}

export function attributeName(field: string, locale: Locale): string {
  const last = field.split('.').pop() ?? field;
  return ATTRIBUTES[locale][field] ?? ATTRIBUTES[locale][last] ?? field.replaceAll('_', ' ');
}

/** The unit word for a count: `секунд` for 5, `minute` for 1 (a message's `:unit`). */
export function pluralUnit(count: number, unit: 'seconds' | 'minutes', locale: Locale): string {
  return translate(`time.${unit}.${pluralForm(count, locale)}`, locale);
}

/** Plural form of a count: Russian has one/few/many, English one/many. */
export function pluralForm(count: number, locale: Locale): 'one' | 'few' | 'many' {
  if (locale === 'en') return count === 1 ? 'one' : 'many';
  const tens = count % 100;
  const units = count % 10;
  if (units === 1 && tens !== 11) return 'one';
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return 'few';
  return 'many';
}
