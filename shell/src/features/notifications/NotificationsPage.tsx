import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  PageHeader,
  Paging,
  RequireUser,
  Stack,
  QueryStatus,
  usePageTitle,
} from '@tutor/ui';
import { NotificationList } from './NotificationList';
import { NotificationsFilters } from './NotificationsFilters';
import { NOTIFICATIONS_NS } from './notifications.i18n';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useMarkRead,
  useNotificationsPageQuery,
  usePreferencesQuery,
  type NotificationItem,
} from './notifications-api';
import {
  readPageParams,
  writePageParams,
  type NotificationsPageParams,
} from './notifications-page-params';
import './notifications.css';

/** /notifications: every notification of the user, filtered by kind and unread, in pages. */
export function NotificationsPage() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  usePageTitle(t('title'));
  return (
    <RequireUser>
      <section className="notifications-page">
        <PageHeader title={t('title')} />
        <NotificationsPageBody />
      </section>
    </RequireUser>
  );
}

function NotificationsPageBody() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const [search, setSearch] = useSearchParams();
  const { filter, page } = readPageParams(search);
  const query = useNotificationsPageQuery(filter, page);
  const kinds = usePreferencesQuery().data?.kinds;
  const markRead = useMarkRead();
  const show = (next: NotificationsPageParams) => setSearch(writePageParams(next));
  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate([item.id]);
  };
  const unread = query.data?.unread ?? 0;
  return (
    <Stack gap={4}>
      <NotificationsFilters
        filter={filter}
        kinds={kinds}
        onChange={(next) => show({ filter: next, page: 1 })}
      />
      <div className="notifications-page-head">
        <p aria-live="polite">{t('page.unread_count', { count: unread })}</p>
        {unread > 0 ? (
          <Button
            variant="secondary"
            busy={markRead.isPending}
            onClick={() => markRead.mutate('all')}
          >
            {t('mark_all')}
          </Button>
        ) : null}
      </div>
      <NotificationsResults
        query={query}
        filtered={filter.kind !== undefined || filter.unread === true}
        onOpen={openItem}
      />
      <Paging
        page={page}
        perPage={NOTIFICATIONS_PAGE_SIZE}
        total={query.data?.total ?? 0}
        onPage={(next) => show({ filter, page: next })}
        label={t('page.pages')}
      />
    </Stack>
  );
}

interface ResultsProps {
  query: ReturnType<typeof useNotificationsPageQuery>;
  filtered: boolean;
  onOpen: (item: NotificationItem) => void;
}

function NotificationsResults({ query, filtered, onOpen }: ResultsProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  if (query.isError || query.isPending) return <QueryStatus query={query} />;
  if (filtered && query.data.items.length === 0) return <p>{t('page.none_match')}</p>;
  return <NotificationList items={query.data.items} onOpen={onOpen} />;
}
