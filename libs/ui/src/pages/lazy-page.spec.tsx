import { screen } from '@testing-library/react';
import { useSession } from '@tutor/session';
import { currentPath, renderAt, resetSession, signInAs } from '../testing';
import { guestPage, lazyPage, userPage } from './lazy-page';

function HelloPage() {
  return <h1>Hello</h1>;
}

let loads = 0;
const load = () => {
  loads += 1;
  return Promise.resolve({ HelloPage, other: 1 });
};

afterEach(() => resetSession());

describe('lazyPage', () => {
  it('loads the named page on its first render only', async () => {
    loads = 0;
    const Page = lazyPage(load, 'HelloPage');
    expect(loads).toBe(0);
    signInAs('student');
    renderAt([{ path: '/', element: userPage(Page) }], '/');
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('sends a guest to /login from a user page, and shows a guest page to a guest', async () => {
    const Page = lazyPage(load, 'HelloPage');
    useSession.setState({ status: 'guest', user: null });
    renderAt([{ path: '/', element: userPage(Page) }], '/');
    await currentPath('/login');
    resetSession();
    useSession.setState({ status: 'guest', user: null });
    renderAt([{ path: '/', element: guestPage(Page) }], '/');
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
  });
});
