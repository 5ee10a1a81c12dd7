import { cleanup, screen, within } from '@testing-library/react';
import { changeLocale } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import { TEACHER, renderRoutes } from '@tutor/ui/testing';
import { UserMenu } from './UserMenu';

const open = () => renderRoutes([{ path: '/journal', element: <UserMenu /> }], '/journal');
const menu = () => screen.getByRole('group', { name: /Меню аккаунта|Account menu/ });

describe('the user menu', () => {
  afterEach(async () => {
    cleanup();
    useSession.setState({ user: null, status: 'unknown' });
    await changeLocale('ru');
  });

  it("gives an operator the remotes status and the bank register's page", () => {
    useSession.getState().setUser({ ...TEACHER, email_verified: true, is_operator: true });
    open();
    const register = within(menu()).getByRole('link', { name: 'Реестр банковских выплат' });
    expect(register.getAttribute('href')).toBe('/payouts/register');
    expect(within(menu()).getByRole('link', { name: 'Состояние разделов' })).toBeTruthy();
  });

  it('names the register link in English too', async () => {
    await changeLocale('en');
    useSession.getState().setUser({ ...TEACHER, email_verified: true, is_operator: true });
    open();
    expect(within(menu()).getByRole('link', { name: 'Bank payment register' })).toBeTruthy();
  });

  it('gives no operator links to a teacher who is not an operator', () => {
    useSession.getState().setUser(TEACHER);
    open();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/settings']);
  });
});
