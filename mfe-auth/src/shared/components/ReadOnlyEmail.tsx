import { useTranslation } from 'react-i18next';
import { Button, Field } from '@tutor/ui';

interface Props {
  email: string;
  errors?: string[];
  /** Offers "Change email" (back to the stage where it is typed). */
  onChange?: () => void;
}

/** An email the page already knows: labelled, shown as text, not as an input to type in. */
export function ReadOnlyEmail({ email, errors, onChange }: Props) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-readonly">
      <Field
        label={t('fields.email')}
        name="email"
        type="email"
        readOnly
        value={email}
        title={email}
        errors={errors}
      />
      {onChange ? (
        <Button variant="link" onClick={onChange}>
          {t('links.change_email')}
        </Button>
      ) : null}
    </div>
  );
}
