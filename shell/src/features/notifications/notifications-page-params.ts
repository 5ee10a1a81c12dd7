import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationsFilter,
} from '@tutor/contracts';

/** What /notifications shows, kept in its query string so a reload or a link keeps it. */
export interface NotificationsPageParams {
  filter: NotificationsFilter;
  page: number;
}

const isKind = (value: string | null): value is NotificationKind =>
  value !== null && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** `?kind=work_checked&unread=1&page=2`; an unknown value falls back to showing all. */
export function readPageParams(search: URLSearchParams): NotificationsPageParams {
  const kind = search.get('kind');
  const page = Number(search.get('page'));
  return {
    filter: {
      ...(isKind(kind) ? { kind } : {}),
      ...(search.get('unread') === '1' ? { unread: true } : {}),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writePageParams({ filter, page }: NotificationsPageParams): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.kind !== undefined) search.set('kind', filter.kind);
  if (filter.unread === true) search.set('unread', '1');
  if (page > 1) search.set('page', String(page));
  return search;
}
