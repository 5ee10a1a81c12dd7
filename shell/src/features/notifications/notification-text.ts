import type { TFunction } from 'i18next';
import type { NotificationItem } from './notifications-api';
import { formatDayTime, isLocale } from '@tutor/i18n';

/** The sentence of one notification in the list. */
export function notificationText(t: TFunction, item: NotificationItem, locale: string): string {
  const variant =
    item.kind === 'work_submitted' && item.resubmitted
      ? 'work_resubmitted'
      : item.kind === 'work_checked' && item.regraded
        ? 'work_regraded'
        : item.kind;
  const text = t(`item.${variant}`, {
    actor: item.actor_name ?? '',
    task: item.task_title,
    version: item.version ?? '',
    amount: item.amount_rub === null ? '' : rubles(item.amount_rub, locale),
  });
  return item.mark === null ? text : t('mark.with', { text, mark: markText(t, item.mark) });
}

/** 490 ₽ in the page's language. */
function rubles(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}

type Mark = NonNullable<NotificationItem['mark']>;

/** A mark as the list says it: 5, 7/10, pass, a custom label. */
function markText(t: TFunction, mark: Mark): string {
  switch (mark.scale) {
    case 'five_point':
      return String(mark.value);
    case 'points':
      return `${mark.ball}/${mark.max_ball}`;
    case 'pass_fail':
      return t(mark.passed ? 'mark.passed' : 'mark.failed');
    case 'custom':
      return mark.label;
  }
}

/** «25 нояб., 14:05», "25 Nov, 14:05" in the page's language: short, for the list. */
export function notificationTime(createdAt: number, locale: string): string {
  return formatDayTime(createdAt, isLocale(locale) ? locale : undefined);
}
