import type { LoginPayload, RoleSetting } from '@tutor/contracts';
import type { FieldErrors } from '@tutor/api-client';
import type { SetLoginField } from '../../hooks/use-login-fields';

export interface StageProps {
  fields: LoginPayload;
  set: SetLoginField;
  errors: FieldErrors;
  roles: RoleSetting[];
  roleSelectable: boolean;
  clearError: (field: string) => void;
  /** Back to stage 0 to type another email. */
  onChangeEmail: () => void;
}
