import { addTranslations } from '@tutor/i18n';

/** The operator pages' texts, in their own namespace. */
export const OPERATOR_NS = 'operator';

const ru = {
  link: 'Разделы',
  title: 'Состояние разделов',
  intro:
    'Каждая запись реестра (REMOTES_CONFIG): отвечает ли её манифест, какая сборка в нём и сколько ошибок загрузки браузеры прислали за последний час.',
  checked: 'Проверено в {{time}}, обновляется само',
  columns: {
    name: 'Раздел',
    state: 'Состояние',
    build: 'Сборка',
    failures: 'Ошибок за час',
  },
  state: { ok: 'Доступен', unreachable: 'Недоступен', skipped: 'Пропущен' },
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
    'Every registry entry (REMOTES_CONFIG): whether its manifest answers, which build it names and how many load failures browsers reported in the last hour.',
  checked: 'Checked at {{time}}, refreshes by itself',
  columns: {
    name: 'Remote',
    state: 'State',
    build: 'Build',
    failures: 'Failures in the last hour',
  },
  state: { ok: 'Reachable', unreachable: 'Unreachable', skipped: 'Skipped' },
  type: { manifest: 'manifest', module: 'ES module', global: 'script' },
  no_build: 'Unknown',
  load_error: 'The remotes status could not be loaded.',
  retry: 'Retry',
  empty: 'The registry has no remotes.',
};

export function addOperatorTranslations(): void {
  addTranslations(OPERATOR_NS, { ru, en });
}
