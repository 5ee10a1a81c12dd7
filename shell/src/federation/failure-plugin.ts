import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './report-failure';

/**
 * The runtime layer of containment: every failure the federation runtime meets while
 * resolving a manifest or loading a remote is reported with the remote's name, and the
 * error is then left to the loader's retries and the area's error boundary.
 */
export function failureReportingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tutor-failure-reporting',
    errorLoadRemote({ id, error, lifecycle }) {
      reportRemoteFailure(remoteOf(id), `${lifecycle}: ${describe(error)}`);
      return undefined;
    },
  };
}

function remoteOf(id: string): string {
  const match = /\/remotes\/([a-z]+)\//.exec(id);
  return match?.[1] ?? id.split('/')[0] ?? id;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
