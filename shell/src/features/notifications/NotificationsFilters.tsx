import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MAIL_KINDS,
  type NotificationKind,
  type NotificationsFilter,
} from '@tutor/contracts';
import { Checkbox, Cluster, Select } from '@tutor/ui';
import { NOTIFICATIONS_NS } from './notifications.i18n';

export interface NotificationsFiltersProps {
  filter: NotificationsFilter;
  /** The kinds the user's role receives (all of them until known). */
  kinds: readonly NotificationKind[] | undefined;
  onChange: (filter: NotificationsFilter) => void;
}

/** The kind select and the «unread only» box above the list. */
export function NotificationsFilters({ filter, kinds, onChange }: NotificationsFiltersProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const shown = [...(kinds ?? NOTIFICATION_MAIL_KINDS), ...ACCOUNT_NOTIFICATION_KINDS];
  const options = shown.map((kind) => ({
    value: kind,
    label: t(`prefs.kind.${kind}`),
  }));
  const choose = (value: string) => {
    const kind = NOTIFICATION_KINDS.find((known) => known === value);
    const { unread } = filter;
    onChange({ ...(kind === undefined ? {} : { kind }), ...(unread === true ? { unread } : {}) });
  };
  const toggle = (checked: boolean) => {
    const { kind } = filter;
    onChange({ ...(kind === undefined ? {} : { kind }), ...(checked ? { unread: true } : {}) });
  };
  return (
    <Cluster gap={4} className="notifications-filters">
      <Select
        label={t('page.kind')}
        placeholder={t('page.all_kinds')}
        options={options}
        value={filter.kind ?? ''}
        onChange={(event) => choose(event.target.value)}
      />
      <Checkbox
        label={t('page.unread_only')}
        checked={filter.unread === true}
        onChange={(event) => toggle(event.target.checked)}
      />
    </Cluster>
  );
}
