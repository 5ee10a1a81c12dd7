import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@tutor/ui';
import { AccountForm } from '../account-answer/AccountForm';
import { useAccountForm } from '../account-answer/use-account-form';

/** /login, stage 0: email and password, continue. The later stages build on this form. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const form = useAccountForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <AccountForm
      title={t('login.title')}
      submitLabel={t('login.continue')}
      form={form}
      onSubmit={() => form.submit('/login', { stage: 0, email, password })}
    >
      <Field
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        errors={form.fieldErrors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        errors={form.fieldErrors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </AccountForm>
  );
}
