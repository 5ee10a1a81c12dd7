import { registerMessages } from '../i18n/messages';

/** Server texts of the remotes registry (registered with the i18n table on import). */
const en = {
  'remote_registry.problem.not_a_list':
    'List the entries as [ … ] or { "remotes": [ … ] }, at most 50 of them.',
  'remote_registry.problem.not_an_object': 'Each entry must be an object.',
  'remote_registry.problem.invalid_name':
    'A remote’s name is lower-case Latin letters, digits and _, starting with a letter.',
  'remote_registry.problem.duplicate_name': 'Another entry already has the name “:name”.',
  'remote_registry.problem.invalid_entry':
    'Give the http(s) address of its mf-manifest.json or remoteEntry.js.',
  'remote_registry.problem.invalid_type': 'The type is manifest, module or global.',
  'remote_registry.problem.no_areas': 'List at least one area the remote owns.',
  'remote_registry.problem.too_many_areas': 'A remote may own at most 20 areas.',
  'remote_registry.problem.invalid_path':
    'An area is an absolute path such as /reports: lower-case letters, digits, - and _.',
  'remote_registry.problem.reserved_path':
    'The shell keeps this path (/api, /operator, /settings, /remotes, /assets).',
  'remote_registry.problem.sign_in_path': 'The sign-in pages belong to the built-in auth remote.',
  'remote_registry.problem.overlapping_path': 'This area overlaps an area listed before it.',
  'remote_registry.problem.invalid_nav':
    'A menu item needs a Russian and an English label of up to 40 characters and a known icon.',
  'remote_registry.problem.invalid_roles': 'Roles are a list of teacher and student.',
  'remote_registry.problem.invalid_integrity':
    'Integrity is sha256-, sha384- or sha512- followed by the base64 hash.',
  'remote_registry.unknown_account': 'There is no account with the address :email.',
  'remote_registry.changed': 'The registry was changed meanwhile. Reload it and try again.',
  'remote_registry.checks_failed':
    'The checks refused this registry. Fix the entries, or publish anyway with a note saying why.',
  'remote_registry.no_candidate': 'There is no canary or preview version to promote.',
  'remote_registry.nothing_to_roll_back': 'There is no earlier version to roll back to.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    remoteRegistry: typeof en;
  }
}

export const remoteRegistryMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'remote_registry.problem.not_a_list':
      'Перечислите записи списком [ … ] или { "remotes": [ … ] }, не больше 50.',
    'remote_registry.problem.not_an_object': 'Каждая запись должна быть объектом.',
    'remote_registry.problem.invalid_name':
      'Имя ремоута — строчные латинские буквы, цифры и _, первой идёт буква.',
    'remote_registry.problem.duplicate_name': 'Имя «:name» уже есть у другой записи.',
    'remote_registry.problem.invalid_entry':
      'Укажите http(s)-адрес его mf-manifest.json или remoteEntry.js.',
    'remote_registry.problem.invalid_type': 'Тип — manifest, module или global.',
    'remote_registry.problem.no_areas': 'Укажите хотя бы один раздел, который занимает ремоут.',
    'remote_registry.problem.too_many_areas': 'Ремоут может занимать не больше 20 разделов.',
    'remote_registry.problem.invalid_path':
      'Раздел — абсолютный путь вроде /reports: строчные буквы, цифры, - и _.',
    'remote_registry.problem.reserved_path':
      'Этот путь занят оболочкой (/api, /operator, /settings, /remotes, /assets).',
    'remote_registry.problem.sign_in_path': 'Страницы входа принадлежат встроенному ремоуту auth.',
    'remote_registry.problem.overlapping_path': 'Этот раздел пересекается с разделом выше.',
    'remote_registry.problem.invalid_nav':
      'Пункту меню нужны подписи на русском и английском до 40 символов и известная иконка.',
    'remote_registry.problem.invalid_roles': 'Роли — список из teacher и student.',
    'remote_registry.problem.invalid_integrity':
      'Целостность — sha256-, sha384- или sha512- и хеш в base64.',
    'remote_registry.unknown_account': 'Учётной записи с адресом :email нет.',
    'remote_registry.changed': 'Реестр тем временем изменили. Обновите страницу и повторите.',
    'remote_registry.checks_failed':
      'Проверка отклонила этот реестр. Исправьте записи или опубликуйте с пояснением, почему это можно.',
    'remote_registry.no_candidate':
      'Нет канареечной или предварительной версии, чтобы сделать её основной.',
    'remote_registry.nothing_to_roll_back': 'Нет более ранней версии, к которой можно откатиться.',
  },
});
