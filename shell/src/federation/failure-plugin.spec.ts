import { createInstance, init } from '@module-federation/enhanced/runtime';
import { failureReportingPlugin, reportFailuresEverywhere } from './failure-plugin';
import { nameContainer } from './registry';
import { reportRemoteFailure } from './report-failure';

jest.mock('./report-failure', () => ({ reportRemoteFailure: jest.fn() }));

type ResolveShareArgs = Parameters<
  NonNullable<ReturnType<typeof failureReportingPlugin>['resolveShare']>
>[0];

/** What the runtime passes when `from` asks for `pkgName` in `required` and gets `version`. */
const resolving = (from: string, pkgName: string, version: string, required: string) =>
  ({
    pkgName,
    version,
    shareInfo: { from, shareConfig: { requiredVersion: required } },
  }) as unknown as ResolveShareArgs;

describe('failureReportingPlugin', () => {
  const plugin = failureReportingPlugin();
  const resolveShare = (args: ResolveShareArgs) => plugin.resolveShare?.(args);

  beforeEach(() => jest.mocked(reportRemoteFailure).mockClear());

  it('reports a shared version outside the range a remote asks for, under its registry name', () => {
    nameContainer('partner_catalogue', 'marketplace');
    const args = resolving('partner_catalogue', 'react-router-dom', '7.18.5', '^6.22.0');
    expect(resolveShare(args)).toBe(args);
    expect(reportRemoteFailure).toHaveBeenCalledWith(
      'marketplace',
      'react-router-dom 7.18.5 is shared, it asks for ^6.22.0',
      'shared',
    );
  });

  it('says nothing when the version fits, or when the shell itself asks', () => {
    resolveShare(resolving('tasks', 'react', '19.3.1', '^19.0.0'));
    resolveShare(resolving('shell', 'react', '19.3.1', '^18.0.0'));
    expect(reportRemoteFailure).not.toHaveBeenCalled();
  });

  it('reports a remote that fails to load, by its registry name and the stage', () => {
    plugin.errorLoadRemote?.({
      id: 'journal/routes',
      error: new Error('ScriptExternalLoadError'),
      lifecycle: 'onLoad',
    } as unknown as Parameters<NonNullable<typeof plugin.errorLoadRemote>>[0]);
    expect(reportRemoteFailure).toHaveBeenCalledWith('journal', 'onLoad: ScriptExternalLoadError');
  });

  it('is on every federation instance made after the shell starts, as a remote’s own', () => {
    init({ name: 'shell', remotes: [] });
    reportFailuresEverywhere();
    const remote = createInstance({ name: 'partner_reports', remotes: [] });
    expect(remote.options.plugins.map((plugin) => plugin.name)).toContain(
      'tutor-failure-reporting',
    );
  });

  it('checks what the instances a remote’s container makes ask of the shell’s shared packages', async () => {
    const react = (version: string, requiredVersion: string) => ({
      react: { version, lib: () => ({}), shareConfig: { singleton: true, requiredVersion } },
    });
    const host = createInstance({
      name: 'shell_host',
      remotes: [],
      shared: react('19.3.1', '^19.0.0'),
    });
    // made before the container started: another remote's, not this one's
    createInstance({ name: 'older_remote', remotes: [], shared: react('19.3.1', '^17.0.0') });
    type Args = Parameters<NonNullable<typeof plugin.initContainer>>[0];
    const args = {
      remoteInfo: { name: 'marketplace', entryGlobalName: 'marketplace' },
      origin: host,
    };
    await plugin.beforeInitContainer?.(args as unknown as Args);
    createInstance({ name: 'external_market', remotes: [], shared: react('19.3.1', '^18.2.0') });
    await plugin.initContainer?.(args as unknown as Args);
    expect(reportRemoteFailure).toHaveBeenCalledTimes(1);
    expect(reportRemoteFailure).toHaveBeenCalledWith(
      'marketplace',
      'react 19.3.1 is shared, it asks for ^18.2.0',
      'shared',
    );
  });
});
