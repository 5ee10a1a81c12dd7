import { parseRegistryEntries } from './registry-entries';
import { BUILT_IN_REMOTES, entryForPath } from './remotes';

describe('entryForPath', () => {
  it.each([
    ['/login', 'auth'],
    ['/password/reset/abc', 'auth'],
    ['/tasks', 'tasks'],
    ['/works/12', 'tasks'],
    ['/students', 'tasks'],
    ['/marketplace/materials/3', 'marketplace'],
    ['/journal', 'journal'],
    ['/payouts/requisites', 'journal'],
  ])('sends %s to the %s remote', (path, remote) => {
    expect(entryForPath(BUILT_IN_REMOTES, path)?.entry.name).toBe(remote);
  });

  it('owns no path the shell keeps for itself, nor one that only starts with an area', () => {
    for (const path of ['/', '/settings', '/loginx', '/tasksheet']) {
      expect(entryForPath(BUILT_IN_REMOTES, path)).toBeUndefined();
    }
  });
});

describe('parseRegistryEntries', () => {
  const reports = {
    name: 'reports',
    entry: 'https://cdn.test/mf-manifest.json',
    areas: [{ path: '/reports' }],
  };

  it('keeps the built-in registry whole', () => {
    expect(parseRegistryEntries(BUILT_IN_REMOTES)).toEqual({
      entries: BUILT_IN_REMOTES,
      problems: [],
    });
  });

  it('reads the earlier map of built-in names, keeping their areas', () => {
    const { entries } = parseRegistryEntries({ tasks: 'https://cdn.test/tasks/mf-manifest.json' });
    expect(entries[0]?.areas.map((area) => area.path)).toEqual(['/tasks', '/works', '/students']);
  });

  it('adds a new area and leaves out one that overlaps, reserved or sign-in paths', () => {
    const { entries, problems } = parseRegistryEntries([
      ...BUILT_IN_REMOTES,
      reports,
      { ...reports, name: 'clash', areas: [{ path: '/tasks/x' }] },
      { ...reports, name: 'api', areas: [{ path: '/api/reports' }] },
      { ...reports, name: 'login', areas: [{ path: '/login' }] },
    ]);
    expect(entries.map((entry) => entry.name)).toContain('reports');
    expect(problems.map((problem) => [problem.name, problem.code])).toEqual([
      ['clash', 'overlapping_path'],
      ['api', 'reserved_path'],
      ['login', 'sign_in_path'],
    ]);
  });

  it('names the field of each problem', () => {
    const { problems } = parseRegistryEntries([
      { ...reports, areas: [{ path: 'reports', nav: { ru: '' } }] },
    ]);
    expect(problems.map((problem) => problem.field)).toEqual([
      'remotes[0].areas[0].path',
      'remotes[0].areas[0].nav',
    ]);
  });
});
