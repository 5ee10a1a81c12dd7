import { LoginStage } from '@tutor/contracts';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import type { StageProps } from './stage-props';

/** Stages 0 and 1: the email, and the password (brought forward at stage 1). */
export function CredentialsStage(props: StageProps) {
  const login = props.fields.stage === LoginStage.Login;
  return (
    <>
      <EmailField {...props} autoFocus={!login} />
      <PasswordField {...props} autoComplete="current-password" autoFocus={login} />
    </>
  );
}
