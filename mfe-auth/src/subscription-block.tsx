import { addAuthTranslations } from './i18n/add-auth-translations';
import './auth.css';
import './features/settings-form/components/settings.css';

addAuthTranslations();

/** The teacher's subscription block /settings places (exposed as ./SubscriptionBlock). */
export { SubscriptionBlock } from './features/subscription/components/SubscriptionBlock';
