import type { INestApplication } from '@nestjs/common';
import { BUILT_IN_REMOTES } from '@tutor/contracts';
import { AppConfig } from '../config/app-config';
import { newVersion } from '../remote-registry/new-version';
import { readRegistryConfig } from '../remote-registry/registry-config';
import { RegistryStore } from '../remote-registry/registry.store';
import { RemoteRegistryService } from '../remote-registry/remote-registry.service';

/**
 * Test files of one Jest worker share a database, and with it the remotes registry: a
 * test app starts on the registry its REMOTES_CONFIG (or the built-in one) names, live for
 * everyone, whatever an earlier file published. Production keeps operators' changes
 * across restarts instead (only a changed file is recorded).
 */
export async function startOnConfiguredRegistry(app: INestApplication): Promise<void> {
  const reading = await readRegistryConfig(app.get(AppConfig).remotesConfigPath);
  const remotes = reading.kind === 'usable' ? reading.entries : [...BUILT_IN_REMOTES];
  const configHash = reading.kind === 'usable' ? reading.hash : null;
  const registry = app.get(RemoteRegistryService);
  const { live, candidate } = registry.servedVersions();
  if (candidate === null && JSON.stringify(live.remotes) === JSON.stringify(remotes)) return;
  await app.get(RegistryStore).change(undefined, (state) =>
    Promise.resolve({
      version: newVersion(Date.now(), 'config', remotes, {
        configHash,
        previousLiveId: state.liveVersionId,
      }),
      state: (added) => ({
        liveVersionId: added.id,
        candidateVersionId: null,
        candidatePercent: null,
        candidateAccounts: null,
      }),
    }),
  );
  await registry.changed();
}
