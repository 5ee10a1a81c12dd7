import { addTasksTranslations } from './src/i18n/namespace';

// The remote's texts, for `renderAt` of @tutor/ui/testing (the shell adds them via routes).
addTasksTranslations();
