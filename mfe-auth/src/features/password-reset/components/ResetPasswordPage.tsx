import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { AccountMessage, RESET_REDIRECT_DELAY_MS } from '@tutor/contracts';
import { Field } from '@tutor/ui';
import { AccountForm } from '../../../shared/components/AccountForm';
import { followRedirect } from '../../../shared/lib/follow-redirect';
import { ReadOnlyEmail } from '../../../shared/components/ReadOnlyEmail';
import { useAccountForm } from '../../../shared/hooks/use-account-form';
import { usePageTitle } from '@tutor/ui';

/** /password/reset/:token?email=…: readonly email, new password and its confirmation. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const form = useAccountForm();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  usePageTitle(t('reset.title'));
  const newPassword = (
    name: 'password' | 'password_confirmation',
    value: string,
    set: (v: string) => void,
  ) => (
    <Field
      label={t(`reset.${name}`)}
      name={name}
      type="password"
      autoComplete="new-password"
      value={value}
      errors={form.fieldErrors[name]}
      onChange={(event) => {
        set(event.target.value);
        form.clearFieldError(name);
      }}
    />
  );

  return (
    <AccountForm
      title={t('reset.title')}
      submitLabel={t('reset.continue')}
      form={form}
      onSubmit={async () => {
        const payload = { token, email, password, password_confirmation: confirmation };
        const answer = await form.submit('/password/reset', payload, {
          [AccountMessage.PasswordsReset]: 'success',
        });
        // The spec: after the success note, the browser goes to / in 1.5 seconds.
        if (answer?.message === AccountMessage.PasswordsReset) {
          setTimeout(() => followRedirect('/'), RESET_REDIRECT_DELAY_MS);
        }
      }}
    >
      <ReadOnlyEmail email={email} errors={form.fieldErrors.email} />
      {newPassword('password', password, setPassword)}
      {newPassword('password_confirmation', confirmation, setConfirmation)}
    </AccountForm>
  );
}
