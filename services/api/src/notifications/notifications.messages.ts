import { registerMessages } from '../i18n/messages';

/** Server texts of the notifications module: its mail and the unsubscribe page. */
const en = {
  'notifications.kind.task_received': 'new tasks',
  'notifications.kind.work_submitted': 'submitted works',
  'notifications.kind.work_checked': 'checked works',
  'notifications.kind.work_returned': 'works returned for revision',
  'notifications.kind.deadline_soon': 'deadline reminders',
  'notifications.kind.comment_added': 'new comments',
  'notifications.kind.material_updated': 'new versions of materials you bought',
  'notifications.mail.task_received.subject': 'New task: :task',
  'notifications.mail.task_received.body': ':actor has sent you a new task, “:task”.',
  'notifications.mail.work_submitted.subject': 'Work submitted: :task',
  'notifications.mail.work_submitted.body': ':actor has submitted their work on “:task”.',
  'notifications.mail.work_resubmitted.subject': 'Work resubmitted: :task',
  'notifications.mail.work_resubmitted.body':
    ':actor has resubmitted their work on “:task” after revision.',
  'notifications.mail.work_checked.subject': 'Your work has been checked: :task',
  'notifications.mail.work_checked.body': 'Your work on “:task” has been checked.',
  'notifications.mail.work_regraded.subject': 'Your work has been re-graded: :task',
  'notifications.mail.work_regraded.body': 'The grade of your work on “:task” has been changed.',
  'notifications.mail.work_returned.subject': 'Your work has been returned: :task',
  'notifications.mail.work_returned.body': 'Your work on “:task” has been returned for revision.',
  'notifications.mail.deadline_soon.subject': 'Deadline in 24 hours: :task',
  'notifications.mail.deadline_soon.body':
    'The work on “:task” is due in less than 24 hours and has not been submitted yet.',
  'notifications.mail.comment_added.subject': 'New comment: :task',
  'notifications.mail.comment_added.body': ':actor has commented on the work for “:task”.',
  'notifications.mail.material_updated.subject': 'New version of “:task”',
  'notifications.mail.material_updated.body':
    'Version :version of the material “:task” is out. Open the material to update your copy.',
  'notifications.mail.mark': 'Mark: :mark',
  'notifications.mail.subject_mark': ':subject (mark: :mark)',
  'notifications.mark.passed': 'pass',
  'notifications.mark.failed': 'fail',
  'notifications.mail.changelog': 'What changed: :note',
  'notifications.mail.note': 'Note: :note',
  'notifications.mail.comment': 'Comment: :note',
  'notifications.mail.open': 'Open',
  'notifications.mail.digest.subject': 'Submitted works: :count',
  'notifications.mail.digest.body': 'Works submitted since the last summary:',
  'notifications.mail.digest.item': ':actor: “:task”',
  'notifications.mail.digest.resubmitted': '(resubmitted)',
  'notifications.mail.digest.open': 'Open the check queue',
  'notifications.mail.why':
    'You are receiving this email because emails about :kind are turned on in your settings.',
  'notifications.mail.unsubscribe': 'Unsubscribe from :kind',
  'notifications.unsubscribe.title': 'Unsubscribed',
  'notifications.unsubscribe.done':
    'You will no longer receive emails about :kind. You can turn them back on in your settings.',
  'notifications.unsubscribe.settings': 'Open settings',
  'notifications.unsubscribe.invalid_title': 'Invalid link',
  'notifications.unsubscribe.invalid': 'This unsubscribe link is invalid or has been altered.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    notifications: typeof en;
  }
}

export const notificationsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'notifications.kind.task_received': 'новых заданиях',
    'notifications.kind.work_submitted': 'сданных работах',
    'notifications.kind.work_checked': 'проверенных работах',
    'notifications.kind.work_returned': 'работах, возвращённых на доработку',
    'notifications.kind.deadline_soon': 'приближении срока сдачи',
    'notifications.kind.comment_added': 'новых комментариях',
    'notifications.kind.material_updated': 'новых версиях купленных материалов',
    'notifications.mail.task_received.subject': 'Новое задание: :task',
    'notifications.mail.task_received.body': 'Новое задание «:task». Отправитель: :actor.',
    'notifications.mail.work_submitted.subject': 'Работа сдана: :task',
    'notifications.mail.work_submitted.body': 'Работа по заданию «:task» сдана. Ученик: :actor.',
    'notifications.mail.work_resubmitted.subject': 'Работа сдана повторно: :task',
    'notifications.mail.work_resubmitted.body':
      'Работа по заданию «:task» сдана повторно после доработки. Ученик: :actor.',
    'notifications.mail.work_checked.subject': 'Ваша работа проверена: :task',
    'notifications.mail.work_checked.body': 'Ваша работа по заданию «:task» проверена.',
    'notifications.mail.work_regraded.subject': 'Оценка работы изменена: :task',
    'notifications.mail.work_regraded.body': 'Оценка вашей работы по заданию «:task» изменена.',
    'notifications.mail.work_returned.subject': 'Работа возвращена на доработку: :task',
    'notifications.mail.work_returned.body':
      'Ваша работа по заданию «:task» возвращена на доработку.',
    'notifications.mail.deadline_soon.subject': 'До срока сдачи меньше суток: :task',
    'notifications.mail.deadline_soon.body':
      'Срок сдачи работы по заданию «:task» наступит меньше чем через 24 часа, а работа ещё не сдана.',
    'notifications.mail.comment_added.subject': 'Новый комментарий: :task',
    'notifications.mail.comment_added.body':
      'Новый комментарий к работе по заданию «:task». Автор: :actor.',
    'notifications.mail.material_updated.subject': 'Новая версия материала «:task»',
    'notifications.mail.material_updated.body':
      'Вышла версия :version материала «:task». Откройте материал, чтобы обновить свою копию.',
    'notifications.mail.mark': 'Оценка: :mark',
    'notifications.mail.subject_mark': ':subject (оценка: :mark)',
    'notifications.mark.passed': 'зачёт',
    'notifications.mark.failed': 'незачёт',
    'notifications.mail.changelog': 'Что изменилось: :note',
    'notifications.mail.note': 'Комментарий учителя: :note',
    'notifications.mail.comment': 'Комментарий: :note',
    'notifications.mail.open': 'Открыть',
    'notifications.mail.digest.subject': 'Сданные работы: :count',
    'notifications.mail.digest.body': 'Работы, сданные с прошлой сводки:',
    'notifications.mail.digest.item': ':actor: «:task»',
    'notifications.mail.digest.resubmitted': '(повторно)',
    'notifications.mail.digest.open': 'Открыть очередь проверки',
    'notifications.mail.why':
      'Вы получили это письмо, потому что в настройках включены письма о :kind.',
    'notifications.mail.unsubscribe': 'Отписаться от писем о :kind',
    'notifications.unsubscribe.title': 'Вы отписались',
    'notifications.unsubscribe.done':
      'Письма о :kind больше не будут приходить. Их можно снова включить в настройках.',
    'notifications.unsubscribe.settings': 'Открыть настройки',
    'notifications.unsubscribe.invalid_title': 'Неверная ссылка',
    'notifications.unsubscribe.invalid': 'Ссылка для отписки недействительна или была изменена.',
  },
});
