import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';
import type { NotificationsFilter } from '@tutor/contracts';

export type NotificationsPage = JsonAnswer<'/api/notifications', 'get'>;
export type NotificationItem = NotificationsPage['items'][number];
export type NotificationKind = NotificationItem['kind'];
export type NotificationPreferences = JsonAnswer<'/api/notifications/preferences', 'get'>;
export type PreferencesChange = JsonBody<'/api/notifications/preferences', 'put'>;

/**
 * How often the bell asks for news while the page is visible (and at once when the tab
 * comes back): one indexed query per user; the measurement is in docs/domain.md, "Notifications".
 */
export const NOTIFICATIONS_POLL_MS = 15_000;

/** How many a page of /notifications shows. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const keys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  page: (filter: NotificationsFilter, page: number) =>
    ['notifications', 'page', filter.kind ?? null, filter.unread === true, page] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** The newest notifications and the unread count, kept fresh by polling. */
export function useNotificationsQuery(enabled: boolean) {
  return useQuery({
    queryKey: keys.list,
    queryFn: () => apiRequest('get', '/api/notifications', { query: { per_page: 20 } }),
    enabled,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

/** One page of /notifications, narrowed by `filter`. */
export function useNotificationsPageQuery(filter: NotificationsFilter, page: number) {
  return useQuery({
    queryKey: keys.page(filter, page),
    queryFn: () =>
      apiRequest('get', '/api/notifications', {
        query: {
          page,
          per_page: NOTIFICATIONS_PAGE_SIZE,
          ...(filter.kind === undefined ? {} : { kind: filter.kind }),
          ...(filter.unread === true ? { unread: true } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marks some (ids) or all read; the bell, the page and the count follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: number[] | 'all') =>
      apiRequest('post', '/api/notifications/read', {
        body: which === 'all' ? { all: true } : { ids: which },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function usePreferencesQuery() {
  return useQuery({
    queryKey: keys.preferences,
    queryFn: () => apiRequest('get', '/api/notifications/preferences'),
  });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PreferencesChange) =>
      apiRequest('put', '/api/notifications/preferences', { body: change }),
    onSuccess: (saved) => client.setQueryData(keys.preferences, saved),
  });
}
