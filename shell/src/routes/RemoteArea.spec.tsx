import { fireEvent, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { http } from '@tutor/api-client';
import { renderRoutes } from '@tutor/ui/testing';
import { BUILT_IN_REMOTE_NAMES } from '@tutor/contracts';
import { Link } from 'react-router-dom';
import { guestPage, lazyPage } from '@tutor/ui';
import { DEFAULT_LOAD_TIMEOUT_MS, setLoadTimeout } from '../federation/load-timeout';
import { forgetRemoteModule } from '../federation/remote-modules';
import { RemoteArea } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Broken(): never {
  throw new Error('render failed');
}

/** What rspack rejects a page's import() with when its chunk did not arrive. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 512 failed.\n(missing: /remotes/journal/512.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('a remote area', () => {
  beforeEach(() => {
    jest.spyOn(http, 'post').mockResolvedValue({ data: {} });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({}) });
  });

  afterEach(() => {
    BUILT_IN_REMOTE_NAMES.forEach((name) => forgetRemoteModule(`${name}/routes`));
    setLoadTimeout(DEFAULT_LOAD_TIMEOUT_MS);
    jest.restoreAllMocks();
    load.mockReset();
  });

  it('renders the route objects the remote exposes', async () => {
    load.mockResolvedValue({ routes: [{ path: '/journal', element: <h1>Gradebook</h1> }] });
    renderRoutes([{ path: '*', element: <RemoteArea name="journal" /> }], '/journal');
    expect(await screen.findByRole('heading', { name: 'Gradebook' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('journal/routes');
  });

  it('retries, then shows the translated fallback and reports the failure', async () => {
    load.mockRejectedValue(new Error('manifest 404'));
    renderRoutes([{ path: '*', element: <RemoteArea name="tasks" /> }], '/tasks');
    expect(
      await screen.findByText('Не удалось загрузить этот раздел.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
    expect(http.post).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({ remote: 'tasks', message: 'manifest 404' }),
    );
  });

  it('reports a remote that exports default instead of routes, at once and by name', async () => {
    load.mockResolvedValue({ default: [{ path: '/journal', element: <h1>Gradebook</h1> }] });
    renderRoutes([{ path: '*', element: <RemoteArea name="journal" /> }], '/journal');
    expect(
      await screen.findByText('Этот раздел несовместим с текущей версией платформы.'),
    ).toBeTruthy();
    expect(screen.queryByText('Страница не найдена или больше недоступна.')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({
        remote: 'journal',
        kind: 'shape',
        message: expect.stringContaining('exports "default" instead of "routes"') as string,
      }),
    );
  });

  it('loads again when the person presses retry', async () => {
    load.mockRejectedValue(new Error('down'));
    renderRoutes([{ path: '*', element: <RemoteArea name="marketplace" /> }], '/marketplace');
    const retry = await screen.findByRole('button', { name: 'Повторить' }, { timeout: 3000 });
    load.mockResolvedValue({ routes: [{ path: '/marketplace', element: <h1>Lessons</h1> }] });
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Lessons' })).toBeTruthy();
    expect(globalThis.fetch).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('contains a remote that throws while rendering, and tries again on the next page', async () => {
    load.mockResolvedValue({
      routes: [
        { path: '/payouts', element: <Broken /> },
        { path: '/journal', element: <h1>Gradebook</h1> },
      ],
    });
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <Link to="/journal">Journal</Link>
              <RemoteArea name="journal" />
            </>
          ),
        },
      ],
      '/payouts',
    );
    expect(await screen.findByText('Этот раздел перестал работать.')).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({ remote: 'journal', kind: 'render' }),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Journal' }));
    expect(await screen.findByRole('heading', { name: 'Gradebook' })).toBeTruthy();
  });

  it('says a page whose code did not arrive could not load, and loads it on retry', async () => {
    const chunk = jest
      .fn<Promise<{ PayoutsPage: () => React.JSX.Element }>, []>()
      .mockRejectedValue(chunkLoadError());
    const PayoutsPage = lazyPage(chunk, 'PayoutsPage');
    load.mockResolvedValue({ routes: [{ path: '/payouts', element: guestPage(PayoutsPage) }] });
    renderRoutes([{ path: '*', element: <RemoteArea name="journal" /> }], '/payouts');
    expect(await screen.findByText('Не удалось загрузить этот раздел.')).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({ remote: 'journal', kind: 'load' }),
    );
    chunk.mockResolvedValue({ PayoutsPage: () => <h1>Payouts</h1> });
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Payouts' })).toBeTruthy();
  });

  it('gives up on a remote still loading after the registry’s timeout, and says so once', async () => {
    setLoadTimeout(50);
    load.mockReturnValue(new Promise(() => undefined));
    renderRoutes([{ path: '*', element: <RemoteArea name="auth" /> }], '/login');
    expect(screen.getByText('Загрузка…')).toBeTruthy();
    expect(await screen.findByText('Не удалось загрузить этот раздел.')).toBeTruthy();
    expect(jest.mocked(http.post).mock.calls).toEqual([
      [
        '/api/client-errors',
        expect.objectContaining({
          remote: 'auth',
          kind: 'load',
          message: '"auth/routes" did not load within 50 ms',
        }),
      ],
    ]);
  });
});
