import type { Locale } from './locale';

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
  'validation.max.array': 'The :attribute field must not have more than :max items.',
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
  'validation.well_formed': 'The :attribute field contains characters that are not valid text.',
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
  'request.too_deep': 'The request body is nested too deeply.',
  'request.unreadable': 'The request body could not be read.',
  'access.work_not_found': 'The work was not found or is no longer available.',
  'roles.teacher': 'Teacher',
  'roles.student': 'Student',
  'app.title': 'Tutor',
  'mail.greeting': 'Hello!',
  'mail.regards': 'Regards,',
  'time.seconds.one': 'second',
  'time.seconds.few': 'seconds',
  'time.seconds.many': 'seconds',
  'time.minutes.one': 'minute',
  'time.minutes.few': 'minutes',
  'time.minutes.many': 'minutes',
} as const;

/**
 * The modules' own texts, each table kept beside its module: a module declares its keys
 * here (`declare module '../i18n/messages'`) and registers the table with
 * `registerMessages()`, so this file imports no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface ModuleMessages {}

type CommonKey = keyof typeof en;
type ModuleKey = { [M in keyof ModuleMessages]: keyof ModuleMessages[M] }[keyof ModuleMessages];
export type MessageKey = CommonKey | ModuleKey;

/** A module's table: every key in both languages. */
export interface MessageTable<Key extends string> {
  en: Readonly<Record<Key, string>>;
  ru: Readonly<Record<Key, string>>;
}

const ru: Record<CommonKey, string> = {
  'validation.required': 'Поле :attribute обязательно для заполнения.',
  'validation.string': 'Поле :attribute должно быть строкой.',
  'validation.email': 'Поле :attribute должно быть действительным электронным адресом.',
  'validation.min.string': 'Количество символов в поле :attribute должно быть не меньше :min.',
  'validation.max.string': 'Количество символов в поле :attribute не может превышать :max.',
  'validation.between.string':
    'Количество символов в поле :attribute должно быть между :min и :max.',
  'validation.min.numeric': 'Значение поля :attribute должно быть не меньше :min.',
  'validation.max.numeric': 'Значение поля :attribute не может быть больше :max.',
  'validation.max.array': 'Количество элементов в поле :attribute не может превышать :max.',
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
  'validation.well_formed': 'Поле :attribute содержит недопустимые символы.',
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
  'request.too_deep': 'Тело запроса содержит слишком глубокую вложенность.',
  'request.unreadable': 'Не удалось прочитать тело запроса.',
  'access.work_not_found': 'Работа не найдена или больше недоступна.',
  'roles.teacher': 'Учитель',
  'roles.student': 'Ученик',
  'app.title': 'Репетитор',
  'mail.greeting': 'Здравствуйте!',
  'mail.regards': 'С уважением,',
  'time.seconds.one': 'секунду',
  'time.seconds.few': 'секунды',
  'time.seconds.many': 'секунд',
  'time.minutes.one': 'минуту',
  'time.minutes.few': 'минуты',
  'time.minutes.many': 'минут',
};

const MESSAGES: Record<Locale, Map<string, string>> = {
  ru: new Map(Object.entries(ru)),
  en: new Map(Object.entries(en)),
};

/** Adds a module's texts (at import of its messages file); a key may be registered once. */
export function registerMessages<Key extends string>(table: MessageTable<Key>): MessageTable<Key> {
  for (const locale of ['en', 'ru'] as const) {
    for (const [key, text] of Object.entries<string>(table[locale])) {
      if (MESSAGES[locale].has(key)) throw new Error(`Message ${key} is registered twice`);
      MESSAGES[locale].set(key, text);
    }
  }
  return table;
}

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
    current_password: 'текущий пароль',
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
  return typeof value === 'string' && MESSAGES.en.has(value);
}

export type MessageParams = Readonly<Record<string, string | number>>;

export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return Object.entries(params).reduce(
    (text, [name, value]) => text.replaceAll(`:${name}`, String(value)),
    MESSAGES[locale].get(key) ?? key,
  );
}

export function attributeName(field: string, locale: Locale): string {
  const last = field.split('.').pop() ?? field;
  // own keys only: a field named "constructor" must not find Object's
  const named = (key: string) =>
    Object.hasOwn(ATTRIBUTES[locale], key) ? ATTRIBUTES[locale][key] : undefined;
  return named(field) ?? named(last) ?? field.replaceAll('_', ' ');
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
