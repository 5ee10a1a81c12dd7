import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homePathForRole } from '@tutor/contracts';
import { Alert } from '@tutor/ui';
import { GOOD_ADDRESS_MESSAGES, type AddressMessage } from '../lib/page-data';
import { paths } from '../../../config/paths';

interface Props {
  message: AddressMessage;
  params: Readonly<Record<string, string>>;
  role: number;
}

/**
 * A signed-in person sent to /login with a message (a full-page social connect that
 * failed, someone else's email-change link): the message, and the ways on, instead of a sign-in form they do not need.
 */
export function SignedInMessage({ message, params, role }: Props) {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  return (
    <section className="auth-card" aria-labelledby="signed-in-title">
      <h1 id="signed-in-title">{tAuth('signed_in.title')}</h1>
      <Alert tone={GOOD_ADDRESS_MESSAGES.includes(message) ? 'success' : 'error'}>
        {t(message, params)}
      </Alert>
      <p className="auth-links">
        <Link to={paths.settings}>{tAuth('signed_in.to_settings')}</Link>
      </p>
      <p className="auth-links">
        <Link to={homePathForRole(role)}>{tAuth('invite.to_home')}</Link>
      </p>
    </section>
  );
}
