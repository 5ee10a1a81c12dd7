import { screen } from '@testing-library/react';
import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import { changeLocale } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import { renderAt, resetSession, signInAs } from '../testing';
import { RoleGate, type RoleGateAllow } from './RoleGate';

const gateAt = (allow: RoleGateAllow, denied?: string) =>
  renderAt(
    [
      {
        path: '/',
        element: (
          <RoleGate allow={allow} denied={denied === undefined ? undefined : <p>{denied}</p>}>
            <p>the page</p>
          </RoleGate>
        ),
      },
    ],
    '/',
  );

afterEach(async () => {
  resetSession();
  await changeLocale('ru');
});

describe('RoleGate', () => {
  it('says it is loading while the session is being asked', () => {
    useSession.setState({ status: 'loading', user: null });
    gateAt([ROLE_TEACHER]);
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('lets a user of an allowed role through', () => {
    signInAs('teacher');
    gateAt([ROLE_TEACHER]);
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('tells a user of another role whom the page is for, in either language', async () => {
    signInAs('student');
    gateAt([ROLE_TEACHER]);
    expect(screen.getByRole('heading', { name: 'Эта страница доступна только учителям.' }));
    await changeLocale('en');
    expect(await screen.findByRole('heading', { name: 'This page is for teachers only.' }));
  });

  it('names students for a students-only page and no role for a test', () => {
    signInAs('teacher');
    gateAt([ROLE_STUDENT]);
    expect(screen.getByRole('heading', { name: 'Эта страница доступна только ученикам.' }));
    resetSession();
    signInAs('teacher');
    gateAt((user) => user.is_operator);
    expect(screen.getByRole('heading', { name: 'Этот раздел вам недоступен.' }));
  });

  it('shows its own refusal when given one, to a guest too', () => {
    useSession.setState({ status: 'guest', user: null });
    gateAt([ROLE_TEACHER, ROLE_STUDENT], 'for authors');
    expect(screen.getByText('for authors')).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });
});
