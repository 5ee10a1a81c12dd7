import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { http } from '@tutor/api-client';
import { renderRoutes } from '@tutor/ui/testing';
import { REMOTE_NAMES } from '@tutor/contracts';
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

describe('a remote area', () => {
  beforeEach(() => {
    jest.spyOn(http, 'post').mockResolvedValue({ data: {} });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({}) });
  });

  afterEach(() => {
    REMOTE_NAMES.forEach((name) => forgetRemoteModule(`${name}/routes`));
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
    expect(await screen.findByText('Не удалось загрузить этот раздел.')).toBeTruthy();
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

  it('contains a remote that throws while rendering', async () => {
    load.mockResolvedValue({ routes: [{ path: '/payouts', element: <Broken /> }] });
    renderRoutes([{ path: '*', element: <RemoteArea name="journal" /> }], '/payouts');
    await waitFor(() => expect(screen.getByText('Не удалось загрузить этот раздел.')).toBeTruthy());
  });
});
