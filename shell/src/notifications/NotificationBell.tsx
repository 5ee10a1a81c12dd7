import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { useSession } from '@tutor/session';
import { Button, useApiErrorText } from '@tutor/ui';
import { NotificationList } from './NotificationList';
import { NOTIFICATIONS_NS } from './notifications.i18n';
import { useMarkRead, useNotificationsQuery, type NotificationItem } from './notifications-api';
import { WithQueryClient } from './WithQueryClient';
import './notifications.css';

/** The bell in the header: the unread count, and the list in a panel under it. */
export function NotificationBell() {
  const signedIn = useSession((state) => state.user !== null);
  return signedIn ? (
    <WithQueryClient>
      <BellButton />
    </WithQueryClient>
  ) : null;
}

function BellButton() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const query = useNotificationsQuery(true);
  const markRead = useMarkRead();
  const errorText = useApiErrorText();
  const unread = query.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate([item.id]);
    setOpenAt(null);
  };

  return (
    <div className="notifications">
      <button
        ref={button}
        type="button"
        className="notifications-bell"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bell_unread', { count: unread }) : t('bell')}
        onClick={() => setOpenAt(open ? null : pathname)}
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
        ref={panel}
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
        {query.isError ? (
          <div className="notifications-empty" role="alert">
            <p>
              {t('load_error')} {errorText(query.error)}
            </p>
            <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : query.isPending ? (
          <p className="notifications-empty">{t('app.loading', { ns: 'translation' })}</p>
        ) : (
          <NotificationList items={query.data?.items ?? []} onOpen={openItem} />
        )}
      </div>
    </div>
  );
}
