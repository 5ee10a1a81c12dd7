import type { RouteObject } from 'react-router-dom';
import { addTranslations } from '@tutor/i18n';
import { NotebookPen, Wallet } from 'lucide-react';
import { AreaPlaceholder } from '@tutor/ui';
import { en } from './i18n/en';
import { ru } from './i18n/ru';

const NAMESPACE = 'journal';
addTranslations(NAMESPACE, { ru, en });

/** What this remote exposes as ./routes: its route objects for the shell's router. */
export const routes: RouteObject[] = [
  {
    path: '/journal',
    element: (
      <AreaPlaceholder namespace={NAMESPACE} area="journal" icon={<NotebookPen size={32} />} />
    ),
  },
  {
    path: '/payouts',
    element: <AreaPlaceholder namespace={NAMESPACE} area="payouts" icon={<Wallet size={32} />} />,
  },
];
