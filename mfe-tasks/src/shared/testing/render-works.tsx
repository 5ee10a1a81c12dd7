import type { RenderResult } from '@testing-library/react';
import type { SessionUser } from '@tutor/contracts';
import { WorkPage } from '../../features/work/components/WorkPage';
import { WorksPage } from '../../features/works/components/WorksPage';
import { renderAt, signInAs } from '@tutor/ui/testing';
// The pages below are lazy; loading their modules up front keeps a test's first wait short.
import '../../features/work/components/CheckPage';
import '../../features/work/components/StudentWorkPage';
import '../../features/works/components/CheckQueue';
import '../../features/works/components/StudentWorks';

export { STUDENT, TEACHER } from '@tutor/ui/testing';

/** The works routes of this remote, signed in as `user`, at `path`. */
export function renderWorks(path: string, user: SessionUser): RenderResult {
  signInAs(user);
  return renderAt(
    [
      { path: '/works', element: <WorksPage /> },
      { path: '/works/:workId', element: <WorkPage /> },
    ],
    path,
  );
}
