import { useTranslation } from 'react-i18next';
import type { StageProps } from './stage-props';

import { Field } from '@tutor/ui';

export function EmailField({
  fields,
  set,
  errors,
  autoFocus = false,
}: StageProps & { autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Field
      label={t('fields.email')}
      name="email"
      type="email"
      autoComplete="email"
      required
      autoFocus={autoFocus}
      value={fields.email}
      errors={errors.email}
      onChange={(event) => set('email', event.target.value)}
    />
  );
}
