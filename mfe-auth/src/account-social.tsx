import { addAuthTranslations } from './i18n/add-auth-translations';
import './shared/styles/auth.css';
import './shared/styles/settings.css';

addAuthTranslations();

/** The social accounts block /settings places (exposed as ./AccountSocialBlock). */
export { AccountSocialBlock } from './features/social-accounts/components/AccountSocialBlock';
