import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, Button, Card, QueryStatus, Stack, toast, useConfirm } from '@tutor/ui';
import { SessionRow } from './SessionRow';
import type { AccountSession } from '../api/sessions-api';
import { useEndSessions, useSessionsQuery } from '../hooks/use-sessions';

/** Every signed-in session of the user, with "sign out" per device and everywhere else. */
export function SessionsBlock() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirm, confirmDialog] = useConfirm();

  const query = useSessionsQuery();
  const { endOne: endSession, endOthers: endOtherSessions } = useEndSessions();
  const sessions = query.data ?? null;

  const run = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    setError(null);
    try {
      toast.success(await action());
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };
  const endOne = (session: AccountSession) =>
    run(session.id, async () => {
      await endSession(session.id);
      return t('settings.sessions.signed_out');
    });
  const endOthers = async () => {
    const confirmed = await confirm({
      title: t('settings.sessions.confirm_title'),
      message: t('settings.sessions.confirm_message'),
      confirmLabel: t('settings.sessions.confirm'),
      danger: true,
    });
    if (confirmed) await run('others', async () => (await endOtherSessions()).message);
  };
  const others = sessions?.filter((session) => !session.current) ?? [];

  return (
    <Card className="auth-settings-card" aria-labelledby="settings-sessions-title">
      <h2 id="settings-sessions-title">{t('settings.sessions.title')}</h2>
      <Stack gap={3}>
        <ActionError error={error} />
        <QueryStatus
          query={query}
          loading={<p className="auth-muted">{t('settings.sessions.loading')}</p>}
        />
        {sessions === null ? null : (
          <ul className="auth-sessions">
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                busy={busy === session.id}
                onEnd={() => void endOne(session)}
              />
            ))}
          </ul>
        )}
        {sessions !== null && others.length === 0 ? (
          <p className="auth-muted">{t('settings.sessions.only_this')}</p>
        ) : null}
        {others.length > 0 ? (
          <div>
            <Button variant="secondary" busy={busy === 'others'} onClick={() => void endOthers()}>
              {t('settings.sessions.others')}
            </Button>
          </div>
        ) : null}
      </Stack>
      {confirmDialog}
    </Card>
  );
}
