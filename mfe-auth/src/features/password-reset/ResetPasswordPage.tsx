import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, ApiErrorAlert, Button, Field } from '@tutor/ui';
import { followRedirect, useAccountForm } from '../account-answer/use-account-form';

/** /password/reset/:token?email=…: readonly email, new password and its confirmation. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const form = useAccountForm();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const answer = await form.submit('/password/reset', {
      token,
      email,
      password,
      password_confirmation: confirmation,
    });
    if (answer?.redirect) followRedirect(answer.redirect);
    else if (answer?.message) setMessage(answer.message);
  };

  return (
    <form className="auth-card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h1>{t('reset.title')}</h1>
      {message ? <Alert>{t(message, { ns: 'translation', defaultValue: message })}</Alert> : null}
      <ApiErrorAlert error={form.error} />
      <Field
        label={t('reset.email')}
        name="email"
        type="email"
        readOnly
        value={email}
        errors={form.fieldErrors.email}
      />
      <Field
        label={t('reset.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        errors={form.fieldErrors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Field
        label={t('reset.password_confirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        errors={form.fieldErrors.password_confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" busy={form.busy}>
        {t('reset.continue')}
      </Button>
    </form>
  );
}
