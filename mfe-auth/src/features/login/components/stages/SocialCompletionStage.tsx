import { SOCIAL_EMAIL_MIN_LENGTH } from '@tutor/contracts';
import { ReadOnlyEmail } from '../../../../shared/components/ReadOnlyEmail';
import { RoleAndPhone } from '../RoleAndPhone';
import { EmailField } from './EmailField';
import type { StageProps } from './stage-props';

/** Stage 3: the email (asked only if the provider gave none usable), the role, phone when required. */
export function SocialCompletionStage(props: StageProps & { providerEmail: string }) {
  const { fields, set, errors, roles, roleSelectable, providerEmail } = props;
  const askEmail = providerEmail.length < SOCIAL_EMAIL_MIN_LENGTH;
  return (
    <>
      {askEmail ? (
        <EmailField {...props} autoFocus />
      ) : (
        <ReadOnlyEmail email={fields.email} errors={errors.email} />
      )}
      <RoleAndPhone
        fields={fields}
        set={set}
        roles={roles}
        selectable={roleSelectable}
        errors={errors}
      />
    </>
  );
}
