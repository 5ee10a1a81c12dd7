import { useTranslation } from 'react-i18next';
import type { LoginPayload, RoleSetting } from '@tutor/contracts';
import type { FieldErrors } from '@tutor/api-client';
import { Field, Select } from '@tutor/ui';
import type { SetLoginField } from '../hooks/use-login-fields';

interface Props {
  fields: LoginPayload;
  set: SetLoginField;
  roles: RoleSetting[];
  selectable: boolean;
  errors: FieldErrors;
}

/** The role select (unless preset) and the phone, shown only when the role requires it. */
export function RoleAndPhone({ fields, set, roles, selectable, errors }: Props) {
  const { t } = useTranslation('auth');
  const phoneRequired = roles.find((role) => role.id === fields.role)?.phone_required ?? false;
  return (
    <>
      {selectable ? (
        <Select
          label={t('fields.role')}
          name="role"
          placeholder={t('fields.role_placeholder')}
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
          value={fields.role || ''}
          errors={errors.role}
          onChange={(event) => set('role', Number(event.target.value))}
        />
      ) : null}
      {phoneRequired ? (
        <Field
          label={t('fields.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+7"
          value={fields.phone}
          errors={errors.phone}
          onChange={(event) => set('phone', event.target.value)}
        />
      ) : null}
    </>
  );
}
