import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  BUILT_IN_REMOTES,
  type RegistryEntry,
  type ServedRegistry,
  type SkippedRemote,
} from '@tutor/contracts';
import { parseRegistry, register, remoteNameOf, nameContainer } from './registry';
import { useRegistryStore } from './registry-store';
import { versionOf } from './remote-versions';
import { reportRemoteFailure } from './report-failure';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('./report-failure', () => ({ reportRemoteFailure: jest.fn() }));

const entry = (name: string, url: string, path = `/${name}`): RegistryEntry => ({
  name,
  entry: url,
  type: 'manifest',
  areas: [{ path }],
});
const served = (remotes: unknown[], extra: Record<string, unknown> = {}) => ({
  version: 0,
  remotes,
  skipped: [],
  ...extra,
});

const registryOf = (remotes: RegistryEntry[], skipped: SkippedRemote[] = []): ServedRegistry => ({
  version: 0,
  remotes,
  skipped,
});

describe('parseRegistry', () => {
  it('resolves relative entries against the page and keeps areas and nav', () => {
    const reports: RegistryEntry = {
      ...entry('reports', '/remotes/reports/mf-manifest.json'),
      areas: [{ path: '/reports', nav: { ru: 'Отчёты', en: 'Reports' }, roles: ['teacher'] }],
    };
    expect(parseRegistry(served([reports], { version: 3 }), 'http://app.test/login')).toEqual(
      served([{ ...reports, entry: 'http://app.test/remotes/reports/mf-manifest.json' }], {
        version: 3,
      }),
    );
  });

  it('keeps absolute URLs and ES-module entries', () => {
    const esm = { ...entry('tasks', 'https://cdn.test/tasks/remoteEntry.js'), type: 'module' };
    expect(parseRegistry(served([esm]), 'http://app.test/')).toEqual(served([esm]));
  });

  it('keeps the load timeout the API serves, and leaves out one that is no whole number', () => {
    expect(parseRegistry(served([], { load_timeout_ms: 3000 }), 'http://app.test/')).toEqual(
      served([], { load_timeout_ms: 3000 }),
    );
    expect(parseRegistry(served([], { load_timeout_ms: '3000' }), 'http://app.test/')).toEqual(
      served([]),
    );
  });

  it('keeps the builds the manifests name, and leaves out one that is no name and build', () => {
    const builds = [{ name: 'tasks', build: '0b2a6586a59b' }];
    expect(
      parseRegistry(served([], { builds: [...builds, { name: 'x', build: 3 }] }), 'http://a.test/'),
    ).toEqual(served([], { builds }));
  });

  it('skips a bad entry with its problem and keeps the rest', () => {
    const registry = parseRegistry(
      served(
        [
          entry('Shell', '/x.json'),
          { ...entry('journal', '/j.js'), type: 'commonjs' },
          entry('tasks', '/t.json'),
        ],
        { skipped: [{ name: 'shop', problem: 'unknown' }] },
      ),
      'http://app.test/',
    );
    expect(registry.remotes).toEqual([entry('tasks', 'http://app.test/t.json')]);
    expect(registry.skipped.map((skipped) => skipped.name)).toEqual(['shop', 'Shell', 'journal']);
    expect(parseRegistry(null, 'http://app.test/')).toEqual(served([]));
  });
});

describe('register', () => {
  const registerMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
  const reportMock = reportRemoteFailure as jest.MockedFunction<typeof reportRemoteFailure>;

  beforeEach(() => {
    registerMock.mockReset();
    reportMock.mockReset();
  });

  it('registers each remote on its own, an ES module as a module, and stores the registry', () => {
    const auth = entry('auth', 'http://app.test/remotes/auth/mf-manifest.json', '/login');
    const tasks = {
      ...entry('tasks', 'https://cdn.test/t/remoteEntry.js'),
      type: 'module' as const,
    };
    register(registryOf([auth, tasks]));
    expect(registerMock.mock.calls).toEqual([
      [[{ name: 'auth', entry: auth.entry }], { force: false }],
      [[{ name: 'tasks', entry: tasks.entry, type: 'module' }], { force: false }],
    ]);
    expect(useRegistryStore.getState().registry?.remotes).toEqual([auth, tasks]);
  });

  it('remembers the build each remote is served from, by its registry name', () => {
    const tasks = entry(
      'tasks',
      'http://app.test/remotes/tasks/builds/0b2a6586a59b/remoteEntry.js',
    );
    register({ ...registryOf([tasks]), builds: [{ name: 'tasks', build: '0b2a6586a59b' }] });
    expect(versionOf('tasks')).toBe('0b2a6586a59b');
  });

  it('registers a container under the global its manifest names when that is another', () => {
    const reports = {
      ...entry('reports', 'http://app.test/j/remoteEntry.js'),
      type: 'global' as const,
    };
    register({ ...registryOf([reports]), builds: [{ name: 'reports', global_name: 'journal' }] });
    expect(registerMock.mock.calls).toEqual([
      [
        [{ name: 'reports', entry: reports.entry, type: 'global', entryGlobalName: 'journal' }],
        { force: false },
      ],
    ]);
  });

  it('reports a refused or skipped entry by its registry name and registers every other', () => {
    registerMock.mockImplementation((remotes) => {
      if (remotes[0]?.name === 'tasks') throw new Error('bad entry');
    });
    const journal = entry('journal', 'https://cdn.test/j/mf-manifest.json');
    register(
      registryOf(
        [entry('tasks', 'https://cdn.test/t/mf-manifest.json'), journal],
        [{ name: 'shop', problem: 'remotes[4].areas must list at least one area' }],
      ),
    );
    expect(registerMock).toHaveBeenCalledTimes(2);
    expect(reportMock).toHaveBeenCalledWith('tasks', 'bad entry');
    expect(reportMock).toHaveBeenCalledWith(
      'shop',
      'the registry skips it: remotes[4].areas must list at least one area',
    );
    expect(useRegistryStore.getState().registry?.remotes).toEqual([journal]);
  });

  it('names a failure by the registry name, not by the URL it came from', () => {
    register(registryOf([entry('reports', 'http://127.0.0.1:5173/assets/mf-manifest.json')]));
    expect(remoteNameOf('http://127.0.0.1:5173/assets/mf-manifest.json')).toBe('reports');
    expect(remoteNameOf('http://127.0.0.1:5173/assets/remoteEntry.js')).toBe('reports');
    expect(remoteNameOf('reports/routes')).toBe('reports');
    expect(remoteNameOf('journal/routes')).toBe('journal');
    expect(remoteNameOf('https://elsewhere.test/x.js')).toBe('https://elsewhere.test/x.js');
    nameContainer('external_reports', 'reports');
    expect(remoteNameOf('external_reports')).toBe('reports');
  });

  it('registers the built-in remotes as ordinary entries', () => {
    register(registryOf([...BUILT_IN_REMOTES]));
    expect(registerMock.mock.calls.map(([[remote]]) => remote?.name)).toEqual([
      'auth',
      'tasks',
      'marketplace',
      'journal',
    ]);
  });
});
