import type { RegistryEntry, ServedRegistry } from '@tutor/contracts';
import type { RemoteManifest } from '../../common/federation/remote-manifest';
import { browserEntry, browserRegistry, type ManifestOf } from './browser-registry';

const reports: RegistryEntry = {
  name: 'reports',
  entry: 'https://cdn.example.com/reports/mf-manifest.json',
  type: 'manifest',
  areas: [{ path: '/reports' }],
};

function manifest(overrides: Partial<RemoteManifest> = {}): RemoteManifest {
  return {
    name: 'reports',
    publicPath: 'auto',
    buildVersion: '1.0.0',
    globalName: 'reports',
    buildName: 'reports',
    remoteEntry: { name: 'remoteEntry.js', path: 'builds/1.0.0', type: 'global' },
    exposes: [{ name: 'routes', js: [], css: [] }],
    ...overrides,
  };
}

const answered =
  (read: RemoteManifest | undefined): ManifestOf =>
  () => ({ reachable: true, manifest: read });

describe('the registry as the browser loads it', () => {
  it('gives a manifest entry as the remoteEntry.js next to the manifest', () => {
    expect(browserEntry(reports, answered(manifest()))).toEqual({
      ...reports,
      entry: 'https://cdn.example.com/reports/builds/1.0.0/remoteEntry.js',
      type: 'global',
    });
  });

  it('keeps a relative manifest entry relative to the page', () => {
    const local = { ...reports, entry: '/remotes/reports/mf-manifest.json' };
    expect(browserEntry(local, answered(manifest()))?.entry).toBe(
      '/remotes/reports/builds/1.0.0/remoteEntry.js',
    );
  });

  it("follows the manifest's public path and loads an ES module entry as a module", () => {
    const esm = manifest({
      publicPath: 'https://static.example.com/r/',
      remoteEntry: { name: 'remoteEntry-abc.js', path: '', type: 'module' },
    });
    expect(browserEntry(reports, answered(esm))).toMatchObject({
      entry: 'https://static.example.com/r/remoteEntry-abc.js',
      type: 'module',
    });
  });

  it('leaves an entry as it is when its manifest did not answer or names no loadable entry', () => {
    expect(browserEntry(reports, () => ({ reachable: false }))).toBe(reports);
    expect(browserEntry(reports, answered(undefined))).toBe(reports);
    expect(browserEntry(reports, answered(manifest({ remoteEntry: undefined })))).toBe(reports);
    const system = manifest({ remoteEntry: { name: 'e.js', path: '', type: 'system' } });
    expect(browserEntry(reports, answered(system))).toBe(reports);
  });

  it('keeps a remoteEntry.js entry without asking for a manifest', () => {
    const entry: RegistryEntry = { ...reports, entry: '/r/remoteEntry.js', type: 'module' };
    const manifestOf = jest.fn<ReturnType<ManifestOf>, Parameters<ManifestOf>>();
    expect(browserEntry(entry, manifestOf)).toBe(entry);
    expect(manifestOf).not.toHaveBeenCalled();
  });

  it('is undefined while one manifest entry has not been probed', () => {
    const registry: ServedRegistry = { version: 3, remotes: [reports], skipped: [] };
    expect(browserRegistry(registry, () => undefined)).toBeUndefined();
    expect(browserRegistry(registry, answered(manifest()))).toEqual({
      ...registry,
      remotes: [
        {
          ...reports,
          entry: 'https://cdn.example.com/reports/builds/1.0.0/remoteEntry.js',
          type: 'global',
        },
      ],
      builds: [{ name: 'reports', build: '1.0.0' }],
    });
  });

  it('names the global of a container that calls itself otherwise than its entry', () => {
    const registry: ServedRegistry = { version: 3, remotes: [reports], skipped: [] };
    const journal = manifest({ globalName: 'journal', buildVersion: undefined });
    expect(browserRegistry(registry, answered(journal))?.builds).toEqual([
      { name: 'reports', global_name: 'journal' },
    ]);
  });

  it('names no build for an entry whose manifest did not answer', () => {
    const registry: ServedRegistry = { version: 3, remotes: [reports], skipped: [] };
    expect(browserRegistry(registry, () => ({ reachable: false }))).toEqual(registry);
  });
});
