import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { useSession } from '@tutor/session';
import { Button, QueryStatus, TextLink } from '@tutor/ui';
import { NotificationList } from './NotificationList';
import { NOTIFICATIONS_NS } from './notifications.i18n';
import { useMarkRead, useNotificationsQuery, type NotificationItem } from './notifications-api';
import { usePopover } from '../../shared/hooks/use-popover';
import './notifications.css';

/** The bell in the header: the unread count, and the list in a panel under it. */
export function NotificationBell() {
  const signedIn = useSession((state) => state.user !== null);
  return signedIn ? <BellButton /> : null;
}

function BellButton() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const panelId = useId();
  const { open, toggle, close, toggleRef, panelRef } = usePopover<HTMLDivElement>((panel) =>
    panel.focus(),
  );
  const query = useNotificationsQuery(true);
  const markRead = useMarkRead();
  const unread = query.data?.unread ?? 0;

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate([item.id]);
    close();
  };

  return (
    <div className="notifications">
      <button
        ref={toggleRef}
        type="button"
        className="notifications-bell"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bell_unread', { count: unread }) : t('bell')}
        onClick={toggle}
      >
        <Bell size={22} aria-hidden="true" />
        {unread > 0 ? (
          <span className="notifications-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        ref={panelRef}
        className="notifications-panel"
        role="region"
        aria-label={t('title')}
        tabIndex={-1}
        hidden={!open}
      >
        <div className="notifications-head">
          <h2>{t('title')}</h2>
          {unread > 0 ? (
            <Button
              variant="link"
              size="small"
              busy={markRead.isPending}
              onClick={() => markRead.mutate('all')}
            >
              {t('mark_all')}
            </Button>
          ) : null}
        </div>
        {query.isError || query.isPending ? (
          <div className="notifications-empty">
            <QueryStatus query={query} />
          </div>
        ) : (
          <NotificationList items={query.data?.items ?? []} onOpen={openItem} />
        )}
        <p className="notifications-foot">
          <TextLink to="/notifications" onClick={close}>
            {t('all')}
          </TextLink>
        </p>
      </div>
    </div>
  );
}
