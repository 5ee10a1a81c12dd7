import type { TFunction } from 'i18next';
import type { NotificationItem } from './notifications-api';

/** The sentence of one notification in the list. */
export function notificationText(t: TFunction, item: NotificationItem): string {
  const variant =
    item.kind === 'work_submitted' && item.resubmitted
      ? 'work_resubmitted'
      : item.kind === 'work_checked' && item.regraded
        ? 'work_regraded'
        : item.kind;
  return t(`item.${variant}`, {
    actor: item.actor_name ?? '',
    task: item.task_title,
    version: item.version ?? '',
  });
}

/** "25.11, 14:05" in the page's language: short, for the list. */
export function notificationTime(createdAt: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(createdAt);
}
