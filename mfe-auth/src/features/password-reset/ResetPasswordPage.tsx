import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Field } from '@tutor/ui';
import { AccountForm } from '../account-answer/AccountForm';
import { useAccountForm } from '../account-answer/use-account-form';

/** /password/reset/:token?email=…: readonly email, new password and its confirmation. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const form = useAccountForm();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
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
      onChange={(event) => set(event.target.value)}
    />
  );

  return (
    <AccountForm
      title={t('reset.title')}
      submitLabel={t('reset.continue')}
      form={form}
      onSubmit={() =>
        form.submit('/password/reset', {
          token,
          email,
          password,
          password_confirmation: confirmation,
        })
      }
    >
      <Field
        label={t('reset.email')}
        name="email"
        type="email"
        readOnly
        value={email}
        errors={form.fieldErrors.email}
      />
      {newPassword('password', password, setPassword)}
      {newPassword('password_confirmation', confirmation, setConfirmation)}
    </AccountForm>
  );
}
