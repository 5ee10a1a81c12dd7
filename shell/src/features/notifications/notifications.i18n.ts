import { addTranslations } from '@tutor/i18n';

/** The shell's notification texts, in their own namespace. */
export const NOTIFICATIONS_NS = 'notifications';

const ru = {
  bell: 'Уведомления',
  bell_unread_one: 'Уведомления, {{count}} непрочитанное',
  bell_unread_few: 'Уведомления, {{count}} непрочитанных',
  bell_unread_many: 'Уведомления, {{count}} непрочитанных',
  bell_unread_other: 'Уведомления, {{count}} непрочитанных',
  title: 'Уведомления',
  mark_all: 'Прочитать все',
  empty:
    'Уведомлений пока нет. Здесь появятся новые задания, сданные и проверенные работы, комментарии и новые версии купленных материалов.',
  load_error: 'Не удалось загрузить уведомления.',
  retry: 'Повторить',
  unread: 'Не прочитано',
  close: 'Закрыть',
  item: {
    task_received: '{{actor}} отправил(а) задание «{{task}}»',
    work_submitted: '{{actor}} сдал(а) работу «{{task}}»',
    work_resubmitted: '{{actor}} сдал(а) работу «{{task}}» повторно',
    work_checked: 'Работа «{{task}}» проверена',
    work_regraded: 'Оценка работы «{{task}}» изменена',
    work_returned: 'Работа «{{task}}» возвращена на доработку',
    deadline_soon: 'До срока сдачи «{{task}}» меньше суток',
    comment_added: '{{actor}} прокомментировал(а) работу «{{task}}»',
    material_updated: 'Новая версия {{version}} материала «{{task}}»',
  },
  prefs: {
    title: 'Уведомления по почте',
    intro: 'В приложении уведомления видны всегда. Выберите, о чём присылать письма.',
    kinds: 'Присылать письма',
    kind: {
      task_received: 'Новое задание',
      work_submitted: 'Сдана работа',
      work_checked: 'Работа проверена',
      work_returned: 'Работа возвращена на доработку',
      deadline_soon: 'До срока сдачи меньше суток',
      comment_added: 'Новый комментарий к работе',
      material_updated: 'Новая версия купленного материала',
    },
    delivery: 'Письма о сданных работах',
    instant: 'Сразу, по письму на работу',
    digest: 'Раз в день, одной сводкой',
    save: 'Сохранить',
    saved: 'Настройки уведомлений сохранены.',
    load_error: 'Не удалось загрузить настройки уведомлений.',
  },
};

const en: typeof ru = {
  bell: 'Notifications',
  bell_unread_one: 'Notifications, {{count}} unread',
  bell_unread_few: 'Notifications, {{count}} unread',
  bell_unread_many: 'Notifications, {{count}} unread',
  bell_unread_other: 'Notifications, {{count}} unread',
  title: 'Notifications',
  mark_all: 'Mark all as read',
  empty:
    'No notifications yet. New tasks, submitted and checked works, comments and new versions of materials you bought will show up here.',
  load_error: 'Notifications could not be loaded.',
  retry: 'Try again',
  unread: 'Unread',
  close: 'Close',
  item: {
    task_received: '{{actor}} sent you the task “{{task}}”',
    work_submitted: '{{actor}} submitted “{{task}}”',
    work_resubmitted: '{{actor}} resubmitted “{{task}}”',
    work_checked: 'Your work on “{{task}}” has been checked',
    work_regraded: 'The grade of your work on “{{task}}” has changed',
    work_returned: 'Your work on “{{task}}” has been returned for rework',
    deadline_soon: '“{{task}}” is due in less than 24 hours',
    comment_added: '{{actor}} commented on the work on “{{task}}”',
    material_updated: 'Version {{version}} of “{{task}}” is out',
  },
  prefs: {
    title: 'Email notifications',
    intro: 'Notifications always appear in the app. Choose what you also want by email.',
    kinds: 'Email me about',
    kind: {
      task_received: 'A new task',
      work_submitted: 'A submitted work',
      work_checked: 'A checked work',
      work_returned: 'A work returned for rework',
      deadline_soon: 'A deadline less than 24 hours away',
      comment_added: 'A new comment on a work',
      material_updated: 'A new version of a material I bought',
    },
    delivery: 'Emails about submitted works',
    instant: 'Right away, one email per work',
    digest: 'Once a day, as a summary',
    save: 'Save',
    saved: 'Notification settings saved.',
    load_error: 'Notification settings could not be loaded.',
  },
};

addTranslations(NOTIFICATIONS_NS, { ru, en });
