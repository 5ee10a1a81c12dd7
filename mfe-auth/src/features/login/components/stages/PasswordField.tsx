import { useTranslation } from 'react-i18next';
import { Field } from '@tutor/ui';
import type { StageProps } from './stage-props';

interface Props extends StageProps {
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  hint?: string;
}

export function PasswordField(props: Props) {
  const { fields, set, errors, autoComplete, autoFocus = false, hint } = props;
  const { t } = useTranslation('auth');
  return (
    <Field
      label={t('fields.password')}
      name="password"
      type="password"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      value={fields.password}
      {...(hint === undefined ? {} : { hint })}
      errors={errors.password}
      onChange={(event) => set('password', event.target.value)}
    />
  );
}
