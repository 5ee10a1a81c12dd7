import {
  registerGlobalPlugins,
  registerPlugins,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { nameContainer, remoteNameOf } from './registry';
import { reportRemoteFailure } from './report-failure';

/**
 * The runtime layer of containment: every failure the federation runtime meets while
 * resolving a manifest or loading a remote is reported under the remote's registry name,
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
 * asking for React 18 meets the shell's 19 there, not in the shell's instance).
 */
export function reportFailuresEverywhere(): void {
  const plugin = failureReportingPlugin();
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
