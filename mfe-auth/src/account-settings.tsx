import { addAuthTranslations } from './i18n/add-auth-translations';
import './auth.css';
import './features/settings-form/settings.css';

addAuthTranslations();

/** The account settings blocks /settings places (exposed as ./AccountSettingsBlocks). */
export { ProfileBlock } from './features/profile/ProfileBlock';
export { EmailChangeBlock } from './features/email-change/EmailChangeBlock';
export { PasswordChangeBlock } from './features/password-change/PasswordChangeBlock';
export { SessionsBlock } from './features/sessions/SessionsBlock';
