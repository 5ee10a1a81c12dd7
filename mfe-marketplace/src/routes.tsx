import type { RouteObject } from 'react-router-dom';
import { addTranslations } from '@tutor/i18n';
import { Store } from 'lucide-react';
import { AreaPlaceholder } from '@tutor/ui';
import { en } from './i18n/en';
import { ru } from './i18n/ru';

const NAMESPACE = 'marketplace';
addTranslations(NAMESPACE, { ru, en });

/** What this remote exposes as ./routes: its route objects for the shell's router. */
export const routes: RouteObject[] = [
  {
    path: '/marketplace',
    element: (
      <AreaPlaceholder namespace={NAMESPACE} area="marketplace" icon={<Store size={32} />} />
    ),
  },
];
