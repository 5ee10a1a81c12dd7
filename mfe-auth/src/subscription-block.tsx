import { addAuthTranslations } from './i18n/add-auth-translations';
import './shared/styles/auth.css';
import './shared/styles/settings.css';

addAuthTranslations();

/** The teacher's subscription block /settings places (exposed as ./SubscriptionBlock). */
export { SubscriptionBlock } from './features/subscription/components/SubscriptionBlock';
