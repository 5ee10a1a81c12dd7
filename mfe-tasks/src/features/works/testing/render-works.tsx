import type { RenderResult } from '@testing-library/react';
import { ROLE_STUDENT, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { addTranslations } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { worksEn } from '../../../i18n/works.en';
import { worksRu } from '../../../i18n/works.ru';
import { WorkPage } from '../../work/WorkPage';
import { WorksPage } from '../WorksPage';

export const STUDENT: SessionUser = {
  id: 2,
  email: 'olya@example.com',
  first_name: 'Оля',
  phone: null,
  role: ROLE_STUDENT,
  social_accounts: [],
};

export const TEACHER: SessionUser = {
  id: 1,
  email: 'anna@example.com',
  first_name: 'Анна',
  phone: null,
  role: ROLE_TEACHER,
  social_accounts: [],
};

/** The works routes of this remote, signed in as `user`, at `path`. */
export function renderWorks(path: string, user: SessionUser): RenderResult {
  addTranslations('works', { ru: worksRu, en: worksEn });
  useSession.getState().setUser(user);
  return renderRoutes(
    [
      { path: '/works', element: <WorksPage /> },
      { path: '/works/:workId', element: <WorkPage /> },
    ],
    path,
  );
}
