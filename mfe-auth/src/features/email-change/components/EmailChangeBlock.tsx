import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tutor/session';
import { Alert, ActionError, Button, Card, Field, Stack, toast, useLeaveWarning } from '@tutor/ui';
import { useSettingsForm } from '../../../shared/hooks/use-settings-form';
import { useRequestEmailChange } from '../hooks/use-request-email-change';
import { EmailVerificationStatus } from './EmailVerificationStatus';
import {
  forgetEmailChangeResult,
  readEmailChangeResult,
  type EmailChangeResult,
} from '../lib/email-change-result';

/**
 * The current email (as text, not an input), whether it waits for verification, and a field
 * for a new one; the server mails a link to the new address. Back from either link, the page
 * shows what came of it.
 */
export function EmailChangeBlock() {
  const { t } = useTranslation('auth');
  const user = useSession((state) => state.user);
  const form = useSettingsForm({ email: '' });
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const [result] = useState<EmailChangeResult | null>(() => {
    const found = readEmailChangeResult(window.location.search);
    forgetEmailChangeResult();
    return found;
  });
  useLeaveWarning(() => form.dirty);
  if (!user) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const answer = await form.submit(request.mutateAsync);
    if (!answer) return;
    form.reset({ email: '' });
    setSent(answer.message);
    toast.success(answer.message);
  };

  return (
    <Card className="auth-settings-card" aria-labelledby="settings-email-title">
      <h2 id="settings-email-title">{t('settings.email.title')}</h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap={3}>
          {result ? (
            <Alert tone={result === 'done' ? 'success' : 'error'}>
              {t(`settings.email.result.${result}`)}
            </Alert>
          ) : null}
          <p className="auth-current-email">
            {t('settings.email.current')}: <strong>{user.email}</strong>
          </p>
          <EmailVerificationStatus />
          <ActionError error={form.error} />
          <Field
            label={t('settings.email.new')}
            name="email"
            type="email"
            autoComplete="email"
            value={form.values.email}
            hint={t('settings.email.hint')}
            errors={form.fieldErrors.email}
            onChange={(event) => form.setField('email', event.target.value)}
            required
          />
          {sent ? <Alert tone="success">{sent}</Alert> : null}
          <div>
            <Button type="submit" busy={form.busy}>
              {t('settings.email.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
