import type { RenderResult } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRemoteAt } from '@tutor/ui/testing';
import { addJournalTranslations } from '../../i18n/namespace';

/** Spec helpers of this remote (imported by *.spec.tsx only). */
export {
  currentPath,
  LocationProbe,
  resetSession,
  signInAs,
  STUDENT,
  TEACHER,
  testQueryClient,
} from '@tutor/ui/testing';

/** The remote's routes at a path, with its texts and a fresh query cache. */
export const renderAt = (routes: RouteObject[], path: string): RenderResult =>
  renderRemoteAt(routes, path, addJournalTranslations);
