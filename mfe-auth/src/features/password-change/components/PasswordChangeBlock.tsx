import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, Button, Card, Field, Stack, toast, useLeaveWarning } from '@tutor/ui';
import { useSettingsForm } from '../../../shared/hooks/use-settings-form';
import { useChangePassword } from '../hooks/use-change-password';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** A new password, given the current one; the server signs every other session out. */
export function PasswordChangeBlock() {
  const { t } = useTranslation('auth');
  const form = useSettingsForm(EMPTY);
  const change = useChangePassword();
  useLeaveWarning(() => form.dirty);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(change.mutateAsync);
    if (!answer) return;
    form.reset(EMPTY);
    toast.success(answer.message);
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={form.values[name]}
      errors={form.fieldErrors[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      required
    />
  );

  return (
    <Card className="auth-settings-card" aria-labelledby="settings-password-title">
      <h2 id="settings-password-title">{t('settings.password.title')}</h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap={3}>
          <ActionError error={form.error} />
          {field('current_password', t('settings.password.current'), 'current-password')}
          {field('password', t('settings.password.new'), 'new-password')}
          {field('password_confirmation', t('settings.password.confirmation'), 'new-password')}
          <p className="auth-muted">{t('settings.password.hint')}</p>
          <div>
            <Button type="submit" busy={form.busy}>
              {t('settings.password.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
