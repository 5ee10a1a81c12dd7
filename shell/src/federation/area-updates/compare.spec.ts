import type { RegistryEntry } from '@tutor/contracts';
import { areaUpdate, entryChanged, type AreaState } from './compare';

const journal: RegistryEntry = {
  name: 'journal',
  entry: 'http://localhost/remotes/journal/mf-manifest.json',
  type: 'manifest',
  areas: [{ path: '/journal', nav: { ru: 'Журнал', en: 'Journal' }, roles: ['teacher'] }],
};
const tasks: RegistryEntry = {
  name: 'tasks',
  entry: 'http://localhost/t.json',
  type: 'manifest',
  areas: [{ path: '/tasks' }],
};

const state = (overrides: Partial<AreaState> = {}): AreaState => ({
  pathname: '/journal/2026',
  registered: [tasks, journal],
  served: [tasks, journal],
  loadedBuild: 'b1',
  servedBuild: 'b1',
  ...overrides,
});

describe('entryChanged', () => {
  it('is false for the same entry', () => {
    expect(entryChanged(journal, { ...journal, areas: [...journal.areas] })).toBe(false);
  });
  it.each([
    ['entry', { entry: 'http://localhost/remotes/journal/v2/mf-manifest.json' }],
    ['type', { type: 'module' as const }],
    ['integrity', { integrity: 'sha384-abc' }],
    ['areas', { areas: [{ path: '/journal', roles: ['teacher' as const] }] }],
  ])('notices a changed %s', (_, change) => {
    expect(entryChanged(journal, { ...journal, ...change })).toBe(true);
  });
});

describe('areaUpdate', () => {
  it('is null while the area is what this page loaded', () => {
    expect(areaUpdate(state())).toBeNull();
  });
  it('is null on a path no registered area shows', () => {
    expect(areaUpdate(state({ pathname: '/settings', served: [] }))).toBeNull();
  });
  it('announces a new build of the manifest', () => {
    expect(areaUpdate(state({ servedBuild: 'b2' }))).toMatchObject({
      kind: 'changed',
      name: 'journal',
      nav: journal.areas[0]?.nav,
    });
  });
  it('ignores builds it cannot compare', () => {
    expect(areaUpdate(state({ loadedBuild: undefined, servedBuild: 'b2' }))).toBeNull();
    expect(areaUpdate(state({ servedBuild: undefined }))).toBeNull();
  });
  it('announces a changed entry, keyed by what is served', () => {
    const moved = { ...journal, entry: 'http://localhost/journal-v2/mf-manifest.json' };
    const first = areaUpdate(state({ served: [tasks, moved] }));
    const later = areaUpdate(
      state({ served: [tasks, { ...moved, entry: 'http://localhost/v3.json' }] }),
    );
    expect(first?.kind).toBe('changed');
    expect(later?.key).not.toBe(first?.key);
    expect(areaUpdate(state({ served: [tasks, moved] }))?.key).toBe(first?.key);
  });
  it('ignores changes to other areas', () => {
    expect(
      areaUpdate(state({ served: [{ ...tasks, entry: 'http://localhost/t2.json' }, journal] })),
    ).toBeNull();
  });
  it('says so when the registry no longer has the area', () => {
    expect(areaUpdate(state({ served: [tasks] }))).toMatchObject({
      kind: 'removed',
      name: 'journal',
    });
    const elsewhere = { ...journal, areas: [{ path: '/diary' }] };
    expect(areaUpdate(state({ served: [tasks, elsewhere] }))?.kind).toBe('removed');
  });
});
