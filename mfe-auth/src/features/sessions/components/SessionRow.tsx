import { useTranslation } from 'react-i18next';
import { formatDateTime, isLocale } from '@tutor/i18n';
import { Button } from '@tutor/ui';
import type { AccountSession } from '../api/sessions-api';

interface Props {
  session: AccountSession;
  busy: boolean;
  onEnd: () => void;
}

/** "Chrome on Windows" in the page's language, or "Unknown device". */
export function useDeviceName(): (session: AccountSession) => string {
  const { t } = useTranslation('auth');
  return ({ browser, os }) =>
    browser && os
      ? t('settings.sessions.device', { browser, os })
      : (browser ?? os ?? t('settings.sessions.unknown_device'));
}

export function SessionRow({ session, busy, onEnd }: Props) {
  const { t, i18n } = useTranslation('auth');
  const deviceName = useDeviceName();
  const locale = isLocale(i18n.language) ? i18n.language : undefined;
  const format = { format: (at: number) => formatDateTime(at, locale) };
  const device = deviceName(session);
  const details = [
    session.created_at === null
      ? null
      : t('settings.sessions.signed_in', { date: format.format(session.created_at) }),
    t('settings.sessions.last_active', { date: format.format(session.last_active_at) }),
    session.ip === null ? null : t('settings.sessions.ip', { ip: session.ip }),
  ].filter(Boolean);
  return (
    <li className="auth-session">
      <div>
        <strong>{device}</strong>
        {session.current ? (
          <span className="auth-session-current">{t('settings.sessions.this_device')}</span>
        ) : null}
        <p className="auth-muted">{details.join(' · ')}</p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          busy={busy}
          aria-label={t('settings.sessions.sign_out_device', { device })}
          onClick={onEnd}
        >
          {t('settings.sessions.sign_out')}
        </Button>
      )}
    </li>
  );
}
