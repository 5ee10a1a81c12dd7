import { useTranslation } from 'react-i18next';
import { LoginStage } from '@tutor/contracts';
import { Button } from '@tutor/ui';

/** "Forgot your password?" while signing in; "Back to sign in" everywhere else. */
export function StageLinks({
  stage,
  onStage,
}: {
  stage: LoginStage;
  onStage: (stage: LoginStage) => void;
}) {
  const { t } = useTranslation('auth');
  const signingIn = stage === LoginStage.Initial || stage === LoginStage.Login;
  return (
    <p className="auth-links">
      {signingIn ? (
        <Button variant="link" onClick={() => onStage(LoginStage.Restore)}>
          {t('links.forgot')}
        </Button>
      ) : (
        <Button variant="link" onClick={() => onStage(LoginStage.Initial)}>
          {t('links.back_to_login')}
        </Button>
      )}
    </p>
  );
}
