import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@tutor/ui';
import { AccountErrorAlert } from './AccountErrorAlert';
import type { AccountFormState } from '../hooks/use-account-form';

interface AccountFormProps {
  title: string;
  submitLabel: string;
  form: AccountFormState;
  onSubmit: () => Promise<unknown>;
  children: ReactNode;
  /** Said under the title, before the answer's note (e.g. who invites). */
  intro?: ReactNode;
  /** Links and buttons under the submit button (social sign-in, stage switches). */
  footer?: ReactNode;
}

/** The card every account page is: title, the answer's message or error, fields, submit. */
export function AccountForm({
  title,
  submitLabel,
  form,
  onSubmit,
  children,
  intro,
  footer,
}: AccountFormProps) {
  const { t } = useTranslation();
  return (
    <form
      className="auth-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h1>{title}</h1>
      {intro}
      {form.note ? (
        <Alert tone={form.note.tone}>
          {t(form.note.message, { ...form.note.params, defaultValue: form.note.message })}
        </Alert>
      ) : null}
      <AccountErrorAlert error={form.error} />
      {children}
      <Button type="submit" busy={form.busy}>
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
