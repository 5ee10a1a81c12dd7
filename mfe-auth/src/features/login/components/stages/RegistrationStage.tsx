import { useTranslation } from 'react-i18next';
import { Checkbox, Field } from '@tutor/ui';
import { ReadOnlyEmail } from '../../../../shared/components/ReadOnlyEmail';
import { RoleAndPhone } from '../RoleAndPhone';
import { PasswordField } from './PasswordField';
import type { StageProps } from './stage-props';

/**
 * Stage 2: the email being registered (with a way back to change it), how are you called,
 * role, phone when required, the password typed at stage 0 (kept), consent. Restored from
 * a draft after a reload, the password is asked again (it is never kept) and takes the focus.
 */
export function RegistrationStage(props: StageProps & { restored: boolean }) {
  const { t } = useTranslation('auth');
  const { restored, ...stageProps } = props;
  const { fields, set, errors, roles, roleSelectable, clearError, onChangeEmail } = props;
  return (
    <>
      <ReadOnlyEmail email={fields.email} errors={errors.email} onChange={onChangeEmail} />
      <Field
        label={t('fields.first_name')}
        name="first_name"
        autoComplete="given-name"
        autoFocus={!restored}
        value={fields.first_name}
        errors={errors.first_name}
        onChange={(event) => set('first_name', event.target.value)}
      />
      <RoleAndPhone
        fields={fields}
        set={set}
        roles={roles}
        selectable={roleSelectable}
        errors={errors}
      />
      <PasswordField
        {...stageProps}
        autoComplete="new-password"
        autoFocus={restored}
        {...(restored ? { hint: t('draft.password_hint') } : {})}
      />
      <Checkbox
        name="agree"
        checked={fields.agree}
        errors={errors.agree}
        onChange={(event) => {
          set('agree', event.target.checked);
          if (event.target.checked) clearError('agree');
        }}
        label={
          <>
            {t('consent.before')}
            <a href="/legal/privacy.html" target="_blank" rel="noreferrer">
              {t('consent.privacy_policy')}
            </a>
            {t('consent.between')}
            <a href="/legal/terms.html" target="_blank" rel="noreferrer">
              {t('consent.user_agreement')}
            </a>
            {t('consent.after')}
          </>
        }
      />
    </>
  );
}
