import { addAuthTranslations } from './i18n/add-auth-translations';
import './shared/styles/auth.css';
import './shared/styles/settings.css';

addAuthTranslations();

/** The account settings blocks /settings places (exposed as ./AccountSettingsBlocks). */
export { ProfileBlock } from './features/profile/components/ProfileBlock';
export { EmailChangeBlock } from './features/email-change/components/EmailChangeBlock';
export { PasswordChangeBlock } from './features/password-change/components/PasswordChangeBlock';
export { SessionsBlock } from './features/sessions/components/SessionsBlock';
