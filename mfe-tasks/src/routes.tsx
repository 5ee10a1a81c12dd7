import type { RouteObject } from 'react-router-dom';
import { addTranslations } from '@tutor/i18n';
import { AreaPlaceholder } from '@tutor/ui';
import { en } from './i18n/en';
import { ru } from './i18n/ru';

const NAMESPACE = 'tasks';
addTranslations(NAMESPACE, { ru, en });

/** What this remote exposes as ./routes: its route objects for the shell's router. */
export const routes: RouteObject[] = [
  { path: '/tasks', element: <AreaPlaceholder namespace={NAMESPACE} area="tasks" /> },
  { path: '/works', element: <AreaPlaceholder namespace={NAMESPACE} area="works" /> },
  { path: '/students', element: <AreaPlaceholder namespace={NAMESPACE} area="students" /> },
];
