import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRegistry, register, remoteNameOf, nameContainer } from './registry';
import { reportRemoteFailure } from './report-failure';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('./report-failure', () => ({ reportRemoteFailure: jest.fn() }));

const manifest = (entry: string) => ({ entry, type: 'manifest' as const });

describe('parseRegistry', () => {
  it('resolves relative entries against the page', () => {
    expect(
      parseRegistry(
        { remotes: { auth: manifest('/remotes/auth/mf-manifest.json') }, skipped: [] },
        'http://app.test/login',
      ),
    ).toEqual({
      remotes: { auth: manifest('http://app.test/remotes/auth/mf-manifest.json') },
      skipped: [],
    });
  });

  it('keeps absolute URLs and ES-module entries', () => {
    const esm = { entry: 'https://cdn.test/tasks/remoteEntry.js', type: 'module' as const };
    expect(parseRegistry({ remotes: { tasks: esm }, skipped: [] }, 'http://app.test/')).toEqual({
      remotes: { tasks: esm },
      skipped: [],
    });
  });

  it('keeps the load timeout the API serves, and leaves out one that is no whole number', () => {
    const served = { remotes: {}, skipped: [] };
    expect(parseRegistry({ ...served, load_timeout_ms: 3000 }, 'http://app.test/')).toEqual({
      ...served,
      load_timeout_ms: 3000,
    });
    expect(parseRegistry({ ...served, load_timeout_ms: '3000' }, 'http://app.test/')).toEqual(
      served,
    );
  });

  it('reads a bare { name: manifest URL } map too', () => {
    const cdn = 'https://cdn.test/tasks/2.1.0/mf-manifest.json';
    expect(parseRegistry({ tasks: cdn }, 'http://app.test/').remotes).toEqual({
      tasks: manifest(cdn),
    });
  });

  it('skips a bad entry or an unknown name with its problem and keeps the rest', () => {
    const registry = parseRegistry(
      {
        remotes: {
          shell: manifest('/x.json'),
          journal: { entry: '/j.js', type: 'commonjs' },
          tasks: manifest('/t.json'),
        },
        skipped: [{ name: 'shop', problem: 'unknown' }],
      },
      'http://app.test/',
    );
    expect(registry.remotes).toEqual({ tasks: manifest('http://app.test/t.json') });
    expect(registry.skipped.map((skipped) => skipped.name)).toEqual(['shop', 'shell', 'journal']);
    expect(parseRegistry(null, 'http://app.test/')).toEqual({ remotes: {}, skipped: [] });
  });
});

describe('register', () => {
  const registerMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
  const reportMock = reportRemoteFailure as jest.MockedFunction<typeof reportRemoteFailure>;

  beforeEach(() => {
    registerMock.mockReset();
    reportMock.mockReset();
  });

  it('registers each remote on its own, an ES module as a module', () => {
    register({
      remotes: {
        auth: manifest('http://app.test/remotes/auth/mf-manifest.json'),
        tasks: { entry: 'https://cdn.test/t/remoteEntry.js', type: 'module' as const },
      },
      skipped: [],
    });
    expect(registerMock.mock.calls).toEqual([
      [
        [{ name: 'auth', entry: 'http://app.test/remotes/auth/mf-manifest.json' }],
        { force: false },
      ],
      [
        [{ name: 'tasks', entry: 'https://cdn.test/t/remoteEntry.js', type: 'module' }],
        { force: false },
      ],
    ]);
  });

  it('reports a refused or skipped entry by its registry name and registers every other', () => {
    registerMock.mockImplementation((remotes) => {
      if (remotes[0]?.name === 'tasks') throw new Error('bad entry');
    });
    register({
      remotes: {
        tasks: manifest('https://cdn.test/t/mf-manifest.json'),
        journal: manifest('https://cdn.test/j/mf-manifest.json'),
      },
      skipped: [{ name: 'shop', problem: '"shop" is not a remote of the shell' }],
    });
    expect(registerMock).toHaveBeenCalledTimes(2);
    expect(reportMock).toHaveBeenCalledWith('tasks', 'bad entry');
    expect(reportMock).toHaveBeenCalledWith(
      'shop',
      'the registry skips it: "shop" is not a remote of the shell',
    );
  });

  it('names a failure by the registry name, not by the URL it came from', () => {
    register({
      remotes: { marketplace: manifest('http://127.0.0.1:5173/assets/mf-manifest.json') },
      skipped: [],
    });
    expect(remoteNameOf('http://127.0.0.1:5173/assets/mf-manifest.json')).toBe('marketplace');
    expect(remoteNameOf('http://127.0.0.1:5173/assets/remoteEntry.js')).toBe('marketplace');
    expect(remoteNameOf('journal/routes')).toBe('journal');
    nameContainer('external_market', 'marketplace');
    expect(remoteNameOf('external_market')).toBe('marketplace');
  });
});
