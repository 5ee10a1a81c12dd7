import { createHash } from 'node:crypto';
import type { RegistryEntry } from '@tutor/contracts';
import type { AppConfig } from '../../config/app-config';
import type { EntryCheckResult } from './entry-check.types';
import { RegistryEntryChecks } from './registry-entry-checks.service';
import { remoteManifest, startRemoteHost, type RemoteHost } from './testing/remote-host';

const SCRIPT = 'var reports = { get() {}, init() {} };';
const sri = (algorithm: string, text: string) =>
  `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;
const ANY = { 'Access-Control-Allow-Origin': '*' };

describe('RegistryEntryChecks', () => {
  let app: RemoteHost;
  let cdn: RemoteHost;
  let checks: RegistryEntryChecks;

  const entry = (overrides: Partial<RegistryEntry> = {}): RegistryEntry => ({
    name: 'reports',
    entry: `${cdn.origin}/reports/mf-manifest.json`,
    type: 'manifest',
    areas: [{ path: '/reports' }],
    ...overrides,
  });
  const checkOne = async (overrides: Partial<RegistryEntry> = {}) => {
    const [result] = await checks.check([entry(overrides)]);
    return result as EntryCheckResult;
  };
  const byKind = (result: EntryCheckResult, kind: string) =>
    result.checks.filter((check) => check.kind === kind);

  beforeAll(async () => {
    [app, cdn] = await Promise.all([startRemoteHost(), startRemoteHost()]);
    checks = new RegistryEntryChecks({ appUrl: app.origin } as AppConfig, 300);
  });
  afterAll(() => Promise.all([app.close(), cdn.close()]));

  it('passes a remote on another origin that allows the app and fits the shell', async () => {
    cdn.serve({
      '/reports/mf-manifest.json': {
        body: remoteManifest('reports', {
          shared: [
            { name: 'react', requiredVersion: '^19.0.0', singleton: true },
            { name: 'lodash', requiredVersion: '^3.0.0' },
          ],
        }),
        headers: { 'Access-Control-Allow-Origin': app.origin },
      },
      '/reports/remoteEntry.js': { body: SCRIPT, headers: ANY },
    });
    const result = await checkOne({ integrity: sri('sha384', SCRIPT) });
    expect(result.ok).toBe(true);
    expect(result.checks.map((check) => [check.kind, check.code])).toEqual([
      ['manifest', 'reachable'],
      ['cors', 'cors_allowed'],
      ['routes', 'routes_exposed'],
      ['shared', 'shared_satisfied'],
      ['integrity', 'integrity_matches'],
    ]);
  });

  it('refuses a remote asking for a React the shell does not have', async () => {
    cdn.serve({
      '/reports/mf-manifest.json': {
        body: remoteManifest('reports', {
          shared: [
            { name: 'react', requiredVersion: '^18.2.0', singleton: true },
            { name: 'react-router', requiredVersion: '^7.0.0', singleton: true },
            { name: 'zustand', requiredVersion: 'latest' },
          ],
        }),
        headers: ANY,
      },
      '/reports/remoteEntry.js': { body: SCRIPT, headers: ANY },
    });
    const result = await checkOne();
    expect(result.ok).toBe(false);
    expect(
      byKind(result, 'shared').map(({ ok, code, message }) => ({ ok, code, message })),
    ).toEqual([
      { ok: false, code: 'shared_mismatch', message: 'react: asks ^18.2.0, the shell has 19.3.1' },
      { ok: false, code: 'shared_bad_range', message: 'zustand: the range latest cannot be read' },
    ]);
  });

  it('refuses files on another origin without CORS for the app', async () => {
    cdn.serve({
      '/reports/mf-manifest.json': { body: remoteManifest('reports'), headers: ANY },
      '/reports/remoteEntry.js': { body: SCRIPT },
    });
    const [cors] = byKind(await checkOne(), 'cors');
    expect(cors).toMatchObject({ ok: false, code: 'cors_missing' });
    expect(cors?.params.url).toBe(`${cdn.origin}/reports/remoteEntry.js`);

    cdn.serve({
      '/reports/mf-manifest.json': {
        body: remoteManifest('reports'),
        headers: { 'Access-Control-Allow-Origin': 'https://elsewhere.example' },
      },
      '/reports/remoteEntry.js': { body: SCRIPT, headers: ANY },
    });
    expect(byKind(await checkOne(), 'cors')[0]).toMatchObject({
      ok: false,
      code: 'cors_other_origin',
      params: { allowed: 'https://elsewhere.example', origin: app.origin },
    });
  });

  it('resolves a relative entry on the app and follows its public path', async () => {
    app.serve({
      '/remotes/reports/mf-manifest.json': {
        body: remoteManifest('reports', { publicPath: '/remotes/reports/v2/' }),
      },
      '/remotes/reports/v2/remoteEntry.js': { body: SCRIPT },
    });
    const result = await checkOne({ entry: '/remotes/reports/mf-manifest.json' });
    expect(result.ok).toBe(true);
    expect(byKind(result, 'cors')[0]?.code).toBe('same_origin');
    expect(byKind(result, 'manifest')[0]?.params.url).toContain(
      '/remotes/reports/v2/remoteEntry.js',
    );
  });

  it('says which file did not answer, or answered what', async () => {
    cdn.serve({ '/reports/mf-manifest.json': { body: remoteManifest('reports'), headers: ANY } });
    expect(byKind(await checkOne(), 'manifest')[0]).toMatchObject({
      ok: false,
      code: 'http_status',
      message: `${cdn.origin}/reports/remoteEntry.js answered 404`,
    });

    cdn.serve({ '/reports/mf-manifest.json': { body: '<html>', headers: ANY } });
    expect(byKind(await checkOne(), 'manifest')[0]?.code).toBe('not_json');

    cdn.serve({ '/reports/mf-manifest.json': { body: { name: 'reports' }, headers: ANY } });
    const result = await checkOne();
    expect(result.checks.map((check) => check.code)).toEqual(['not_a_manifest', 'cors_allowed']);

    const closed = await startRemoteHost();
    await closed.close();
    const unreachable = await checkOne({ entry: `${closed.origin}/mf-manifest.json` });
    expect(unreachable.checks).toEqual([
      expect.objectContaining({ ok: false, code: 'unreachable' }),
    ]);
  });

  it('gives up on a remote that does not answer in time', async () => {
    cdn.serve({ '/reports/mf-manifest.json': { hang: true } });
    const result = await checkOne();
    expect(result).toMatchObject({ ok: false, checks: [{ kind: 'manifest', code: 'timeout' }] });
  });

  it('refuses a manifest that does not expose ./routes', async () => {
    cdn.serve({
      '/reports/mf-manifest.json': {
        body: remoteManifest('reports', { exposes: ['widget'] }),
        headers: ANY,
      },
      '/reports/remoteEntry.js': { body: SCRIPT, headers: ANY },
    });
    expect(byKind(await checkOne(), 'routes')).toEqual([
      expect.objectContaining({ ok: false, code: 'routes_missing' }),
    ]);
  });

  it('checks a script entry as far as it can, and its integrity', async () => {
    cdn.serve({ '/esm/remoteEntry.js': { body: SCRIPT, headers: ANY } });
    const script = { entry: `${cdn.origin}/esm/remoteEntry.js`, type: 'module' as const };
    const good = await checkOne({ ...script, integrity: sri('sha256', SCRIPT) });
    expect(good.ok).toBe(true);
    expect(byKind(good, 'routes')[0]?.code).toBe('routes_unchecked');

    const tampered = await checkOne({ ...script, integrity: sri('sha256', `${SCRIPT} `) });
    expect(tampered.ok).toBe(false);
    expect(byKind(tampered, 'integrity')[0]).toMatchObject({
      ok: false,
      code: 'integrity_mismatch',
      params: { algorithm: 'sha256' },
    });
  });

  it('checks every entry on its own', async () => {
    cdn.serve({ '/esm/remoteEntry.js': { body: SCRIPT, headers: ANY } });
    const results = await checks.check([
      entry({ type: 'global', entry: `${cdn.origin}/esm/remoteEntry.js` }),
      entry({ name: 'journal', entry: `${cdn.origin}/journal/mf-manifest.json` }),
    ]);
    expect(results.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: 'reports', ok: true },
      { name: 'journal', ok: false },
    ]);
  });
});
