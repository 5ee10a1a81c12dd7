import { LoginStage } from '@tutor/contracts';
import { CredentialsStage } from './stages/CredentialsStage';
import { EmailField } from './stages/EmailField';
import { RegistrationStage } from './stages/RegistrationStage';
import { SocialCompletionStage } from './stages/SocialCompletionStage';
import type { StageProps } from './stages/stage-props';

/** The fields of the current stage, mounted anew per stage so focus moves to its first field. */
export function StageFields(props: StageProps & { providerEmail: string; restored?: boolean }) {
  switch (props.fields.stage) {
    case LoginStage.Initial:
    case LoginStage.Login:
      return <CredentialsStage key={props.fields.stage} {...props} />;
    case LoginStage.Registration:
      return <RegistrationStage {...props} restored={props.restored ?? false} />;
    case LoginStage.SocialCompletion:
      return <SocialCompletionStage {...props} />;
    case LoginStage.Restore:
      return <EmailField {...props} autoFocus />;
  }
}
