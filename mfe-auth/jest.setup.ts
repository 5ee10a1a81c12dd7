import { addAuthTranslations } from './src/i18n/add-auth-translations';

// The remote's texts, for the blocks its specs render alone (the shell adds them via the
// exposed modules).
addAuthTranslations();
