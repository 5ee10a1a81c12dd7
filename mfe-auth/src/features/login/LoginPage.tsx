import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ApiErrorAlert, Button, Field } from '@tutor/ui';
import { followRedirect, useAccountForm } from '../account-answer/use-account-form';

/** /login, stage 0: email and password, continue. The later stages build on this form. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const form = useAccountForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const answer = await form.submit('/login', { stage: 0, email, password });
    if (answer?.redirect) followRedirect(answer.redirect);
    else if (answer?.message) setMessage(answer.message);
  };

  return (
    <form className="auth-card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h1>{t('login.title')}</h1>
      {message ? <Alert>{t(message, { ns: 'translation', defaultValue: message })}</Alert> : null}
      <ApiErrorAlert error={form.error} />
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
      <Button type="submit" busy={form.busy}>
        {t('login.continue')}
      </Button>
    </form>
  );
}
