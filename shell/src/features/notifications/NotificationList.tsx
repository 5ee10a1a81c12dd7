import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@tutor/ui';
import { NOTIFICATIONS_NS } from './notifications.i18n';
import { notificationText, notificationTime } from './notification-text';
import type { NotificationItem } from './notifications-api';

export interface NotificationListProps {
  items: readonly NotificationItem[];
  /** Following an item marks it read and closes the panel. */
  onOpen: (item: NotificationItem) => void;
}

/** The notifications, newest first; an unread one is marked and bold. */
export function NotificationList({ items, onOpen }: NotificationListProps) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  if (items.length === 0) return <p className="notifications-empty">{t('empty')}</p>;
  return (
    <ul className="notifications-list">
      {items.map((item) => {
        const text = notificationText(t, item, i18n.language);
        const body = (
          <>
            {item.read ? null : (
              <span className="notifications-dot">
                <span className="ui-visually-hidden">{t('unread')}: </span>
              </span>
            )}
            <span className="notifications-text">
              <span>{text}</span>
              {item.note ? <span className="notifications-note">{item.note}</span> : null}
              <time dateTime={new Date(item.created_at).toISOString()}>
                {notificationTime(item.created_at, i18n.language)}
              </time>
            </span>
          </>
        );
        return (
          <li
            key={item.id}
            className={item.read ? 'notifications-item' : 'notifications-item unread'}
          >
            {item.link ? (
              <Link to={item.link} onClick={() => onOpen(item)}>
                {body}
              </Link>
            ) : (
              <Button variant="ghost" onClick={() => onOpen(item)}>
                {body}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
