import { attributeLabel } from './attributes';
import type { Locale } from './locale';

/**
 * The server-side message table, Laravel-like: `:attribute`, `:min`… are replaced by
 * `translate()`. Every key exists in ru and en (the type makes a missing one a build error).
 */
const en = {
  'validation.required': ':Attribute :is required.',
  'validation.string': ':Attribute must be a text value.',
  'validation.email': 'Please enter a valid :attribute.',
  'validation.min.string': ':Attribute must be at least :min characters long.',
  'validation.max.string': ':Attribute must not be longer than :max characters.',
  'validation.between.string': ':Attribute must be between :min and :max characters long.',
  'validation.min.numeric': ':Attribute must be at least :min.',
  'validation.max.numeric': ':Attribute must not be more than :max.',
  'validation.max.array': 'No more than :max :attribute are allowed.',
  'validation.integer': ':Attribute must be a whole number.',
  'validation.numeric': ':Attribute must be a number.',
  'validation.boolean': ':Attribute must be true or false.',
  'validation.in': 'Please choose a valid :attribute.',
  'validation.accepted': 'Please accept :attribute.',
  'validation.confirmed': ':Attribute and its confirmation do not match.',
  'validation.url': ':Attribute must be a valid web address.',
  'validation.regex': ':Attribute :is not in a valid format.',
  'validation.array': ':Attribute must be a list.',
  'validation.object': ':Attribute :is not in a valid format.',
  'validation.prohibited': ':Attribute :is not allowed here.',
  'validation.invalid': ':Attribute :is invalid.',
  'validation.no_nul': ':Attribute must not contain NUL characters.',
  'validation.well_formed': ':Attribute must not contain characters that are not valid text.',
  'validation.unique': 'This :attribute is already taken.',
  'validation.phone': 'Please enter a valid :attribute.',
  'validation.common_password': 'This :attribute is too common. Please choose a different one.',
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

/** Every registered text of a language, by key (for specs that read them all). */
export function messagesOf(locale: Locale): ReadonlyMap<string, string> {
  return MESSAGES[locale];
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && MESSAGES.en.has(value);
}

export type MessageParams = Readonly<Record<string, string | number>>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Fills `:name` with a value and `:Name` with it capitalised (a sentence's first word). */
export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return Object.entries(params).reduce(
    (text, [name, value]) =>
      text
        .replaceAll(`:${capitalised(name)}`, capitalised(String(value)))
        .replaceAll(`:${name}`, String(value)),
    MESSAGES[locale].get(key) ?? key,
  );
}

/**
 * A field's name as it reads inside a message (`i18n/attributes.ts`), looked up first under
 * its DTO class, and the verb that agrees with it (`:is`, "are" for an English plural); a
 * field missing there reads as its words (`max_files` → "max files").
 */
export function attributeParams(
  field: string,
  locale: Locale,
  dtoClass?: string,
): { attribute: string; is: string } {
  const label = attributeLabel(field, dtoClass);
  const is = locale === 'en' && label?.plural === true ? 'are' : 'is';
  if (label !== undefined) return { attribute: label[locale], is };
  const named = [...field.split('.')].reverse().find((part) => !/^\d+$/.test(part)) ?? field;
  const words = named
    .replaceAll('_', ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return { attribute: words, is };
}

/** A field's name as it reads inside a message (see attributeParams). */
export function attributeName(field: string, locale: Locale, dtoClass?: string): string {
  return attributeParams(field, locale, dtoClass).attribute;
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
