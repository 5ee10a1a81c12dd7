import { BUILT_IN_REMOTES } from '@tutor/contracts';
import { defaultRegistry, parseRemotesRegistry, registryOrigins } from './remotes-registry.parser';

const reports = {
  name: 'reports',
  entry: 'https://cdn.test/reports/mf-manifest.json',
  type: 'manifest',
  areas: [{ path: '/reports', nav: { ru: 'Отчёты', en: 'Reports', icon: 'chart-bar' } }],
};

describe('the registry file', () => {
  it('is the built-in remotes without REMOTES_CONFIG', () => {
    expect(defaultRegistry()).toEqual({ remotes: BUILT_IN_REMOTES, skipped: [] });
  });

  it.each([
    ['a list', [...BUILT_IN_REMOTES, reports]],
    ['{ "remotes": [...] }', { remotes: [...BUILT_IN_REMOTES, reports] }],
  ])('may be %s of entries with their areas', (_shape, json) => {
    const registry = parseRemotesRegistry(json, 'remotes.json');
    expect(registry.remotes.map((remote) => remote.name)).toEqual([
      'auth',
      'tasks',
      'marketplace',
      'journal',
      'reports',
    ]);
    expect(registry.remotes[4]).toEqual(reports);
    expect(registry.skipped).toEqual([]);
  });

  it('reads the earlier name → URL map, keeping the built-in areas', () => {
    const registry = parseRemotesRegistry(
      { auth: '/a.json', tasks: { entry: 'https://esm.test/remoteEntry.js', type: 'module' } },
      'remotes.json',
    );
    expect(registry.remotes).toEqual([
      { ...BUILT_IN_REMOTES[0], entry: '/a.json' },
      { ...BUILT_IN_REMOTES[1], entry: 'https://esm.test/remoteEntry.js', type: 'module' },
    ]);
  });

  it('refuses reserved and overlapping paths with the reason, keeping the rest', () => {
    const registry = parseRemotesRegistry(
      [
        ...BUILT_IN_REMOTES,
        { ...reports, name: 'admin', areas: [{ path: '/operator/reports' }] },
        { ...reports, name: 'shop', areas: [{ path: '/marketplace/shop' }] },
        { ...reports, name: 'signin', areas: [{ path: '/login' }] },
        reports,
      ],
      'remotes.json',
    );
    expect(registry.remotes.map((remote) => remote.name)).toEqual([
      'auth',
      'tasks',
      'marketplace',
      'journal',
      'reports',
    ]);
    expect(registry.skipped).toEqual([
      { name: 'admin', problem: 'remotes[4].areas[0].path /operator is kept by the shell' },
      {
        name: 'shop',
        problem:
          'remotes[5].areas[0].path /marketplace/shop overlaps /marketplace of "marketplace"',
      },
      {
        name: 'signin',
        problem: 'remotes[6].areas[0].path /login belongs to the sign-in remote "auth"',
      },
    ]);
  });

  it('lists every problem of an entry once, under its name', () => {
    const registry = parseRemotesRegistry(
      [{ name: 'Reports', entry: 'ftp://x', areas: [{ path: '/reports' }] }],
      'remotes.json',
    );
    expect(registry.skipped).toEqual([
      {
        name: 'Reports',
        problem:
          'remotes[0].name must be lower-case letters, digits and _, starting with a letter; remotes[0].entry must be an http(s) URL',
      },
    ]);
  });

  it('skips an entry without areas or with a bad field, naming the field', () => {
    const registry = parseRemotesRegistry(
      { payments: '/p.json', auth: '/a.json', tasks: { entry: '/t.js', type: 'esm' } },
      'remotes.json',
    );
    expect(registry.remotes.map((remote) => remote.name)).toEqual(['auth']);
    expect(registry.skipped).toEqual([
      { name: 'payments', problem: 'remotes[0].areas must list at least one area' },
      { name: 'tasks', problem: 'remotes[2].type must be one of manifest, module, global' },
    ]);
  });

  it.each([[42], ['remotes'], [{ remotes: { auth: '/a.json' } }]])(
    'refuses a file that is no list of entries: %j',
    (json) => {
      expect(() => parseRemotesRegistry(json, 'remotes.json')).toThrow(
        'remotes.json must be a list of entries',
      );
    },
  );

  it('gives the origins of its absolute entries', () => {
    const registry = parseRemotesRegistry(
      {
        auth: '/a.json',
        tasks: 'https://cdn.test/t/mf-manifest.json',
        journal: { entry: 'https://esm.test/j/remoteEntry.js', type: 'module' },
      },
      'remotes.json',
    );
    expect(registryOrigins(registry)).toEqual(['https://cdn.test', 'https://esm.test']);
  });
});
