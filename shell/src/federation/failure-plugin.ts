import {
  registerGlobalPlugins,
  registerPlugins,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { nameContainer, remoteNameOf } from './registry';
import { reportRemoteFailure } from './report-failure';
import { describeMismatch, sharedMismatches, type SharingInstance } from './shared-check';

/** The federation runtime's instances on this page (the shell's and each remote's own). */
function instances(): SharingInstance[] {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: SharingInstance[] } })
    .__FEDERATION__;
  return federation?.__INSTANCES__ ?? [];
}

/** Instances there before each remote's container started, by the remote's registry name. */
const before = new Map<string, Set<SharingInstance>>();

/**
 * The instances a remote's container made when it started are its own: they are named
 * after the remote, and what they ask of the shell's shared packages is checked.
 */
function checkNewInstances(name: string, host: SharingInstance): void {
  const known = before.get(name) ?? new Set<SharingInstance>();
  before.delete(name);
  for (const instance of instances()) {
    if (known.has(instance) || instance === host) continue;
    nameContainer(instance.name, name);
    const mismatches = sharedMismatches(instance, host);
    if (mismatches.length > 0) {
      reportRemoteFailure(name, mismatches.map(describeMismatch).join('; '), 'shared');
    }
  }
}

/**
 * The runtime layer of containment: every failure the federation runtime meets while
 * loading a remote is reported under the remote's registry name,
 * and the error is then left to the loader's retries and the area's error boundary. A
 * shared singleton whose version does not fit what a remote asks for is reported too.
 */
export function failureReportingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tutor-failure-reporting',
    errorLoadRemote({ id, error, lifecycle }) {
      reportRemoteFailure(remoteNameOf(id), `${lifecycle}: ${describe(error)}`);
      return undefined;
    },
    beforeInitContainer(args) {
      // the container may call itself otherwise than the registry (its shared come `from` it)
      nameContainer(args.remoteInfo.entryGlobalName, args.remoteInfo.name);
      before.set(args.remoteInfo.name, new Set(instances()));
      return args;
    },
    initContainer(args) {
      checkNewInstances(args.remoteInfo.name, args.origin);
      return args;
    },
    resolveShare(args) {
      const { pkgName, version, shareInfo } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (
        shareInfo.from !== 'shell' &&
        typeof required === 'string' &&
        version !== undefined &&
        version !== '' &&
        !satisfy(version, required)
      ) {
        reportRemoteFailure(
          remoteNameOf(shareInfo.from),
          `${pkgName} ${version} is shared, it asks for ${required}`,
          'shared',
        );
      }
      return args;
    },
  };
}

/**
 * Puts the plugin on the shell's federation instance and on every instance made after it:
 * a remote's container runs its own, which resolves the remote's shared packages (a remote
 * asking for React 18 meets the shell's 19 there, not in the shell's instance). A container
 * that picks its providers past the runtime's hooks (@module-federation/vite) is checked
 * when it starts (initContainer).
 */
export function reportFailuresEverywhere(): void {
  const plugin = failureReportingPlugin();
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
