import { configure } from '@testing-library/react';
import { addTasksTranslations } from './src/i18n/namespace';

// The pages are lazy and the specs drive long forms; on a busy shared machine the default
// one second for a findBy and five for a test are too short to tell a failure from a wait.
configure({ asyncUtilTimeout: 5000 });

// The remote's texts, for `renderAt` of @tutor/ui/testing (the shell adds them via routes).
addTasksTranslations();
