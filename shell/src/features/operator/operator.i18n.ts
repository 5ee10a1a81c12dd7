import { addTranslations } from '@tutor/i18n';

/** The operator pages' texts, in their own namespace. */
export const OPERATOR_NS = 'operator';

const ru = {
  link: 'Разделы',
  title: 'Состояние разделов',
  intro:
    'Каждая запись реестра: здоров ли раздел (манифест, файл входа, CORS, ./routes), какая сборка в нём и какие сбои браузеры прислали за последний час по каждой сборке.',
  checked: 'Проверено в {{time}}, обновляется само',
  columns: {
    name: 'Раздел',
    state: 'Состояние',
    build: 'Сборка',
    failures: 'Сбои за час',
  },
  state: {
    ok: 'Доступен',
    unhealthy: 'Неисправен',
    unreachable: 'Недоступен',
    skipped: 'Пропущен',
  },
  kind: {
    load: 'Не загрузился',
    shape: 'Неверный формат',
    render: 'Сбой при показе',
    shared: 'Несовместимые версии',
  },
  kind_count: '{{kind}}: {{count}}',
  no_failures: 'Нет',
  version_of: 'Сборка {{version}}',
  unknown_version: 'Сборка неизвестна',
  messages_show: 'Последние сообщения ({{count}})',
  messages_hide: 'Скрыть сообщения',
  message_meta: '{{time}} · {{browser}}',
  unknown_browser: 'браузер неизвестен',
  refused: 'Новый реестр отклонён: {{problem}}',
  canary_percent: 'Канареечная версия реестра {{version}}: {{percent}} % пользователей',
  canary_accounts: 'Версия реестра {{version}} для предпросмотра: аккаунтов — {{accounts}}',
  type: { manifest: 'манифест', module: 'ES-модуль', global: 'скрипт' },
  no_build: 'Нет данных',
  load_error: 'Не удалось получить состояние разделов.',
  retry: 'Повторить',
  empty: 'В реестре нет ни одного раздела.',
};

const en: typeof ru = {
  link: 'Remotes',
  title: 'Remotes status',
  intro:
    'Every registry entry: whether it is healthy (manifest, entry file, CORS, ./routes), which build it names and which failures browsers reported for each build in the last hour.',
  checked: 'Checked at {{time}}; refreshes automatically',
  columns: {
    name: 'Remote',
    state: 'State',
    build: 'Build',
    failures: 'Failures in the last hour',
  },
  state: {
    ok: 'Reachable',
    unhealthy: 'Unhealthy',
    unreachable: 'Unreachable',
    skipped: 'Skipped',
  },
  kind: {
    load: 'Did not load',
    shape: 'Wrong shape',
    render: 'Crashed while rendering',
    shared: 'Incompatible versions',
  },
  kind_count: '{{kind}}: {{count}}',
  no_failures: 'None',
  version_of: 'Build {{version}}',
  unknown_version: 'Unknown build',
  messages_show: 'Last messages ({{count}})',
  messages_hide: 'Hide messages',
  message_meta: '{{time}} · {{browser}}',
  unknown_browser: 'unknown browser',
  refused: 'A new registry was refused: {{problem}}',
  canary_percent: 'Canary registry version {{version}}: {{percent}}% of users',
  canary_accounts: 'Registry version {{version}} in preview: {{accounts}} accounts',
  type: { manifest: 'manifest', module: 'ES module', global: 'script' },
  no_build: 'Unknown',
  load_error: 'The remotes status could not be loaded.',
  retry: 'Retry',
  empty: 'The registry has no remotes.',
};

export function addOperatorTranslations(): void {
  addTranslations(OPERATOR_NS, { ru, en });
}
