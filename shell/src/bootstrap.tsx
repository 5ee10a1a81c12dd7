import { startPage } from '@tutor/ui';
import { mountRoutes } from '@tutor/ui/mount';
import { reportFailuresEverywhere } from './federation/failure-plugin';
import { startRegistry } from './federation/injected-registry';
import { register } from './federation/registry';
import { shellRoutes } from './routes/router';

async function start(): Promise<void> {
  startPage();
  reportFailuresEverywhere();
  // A missing registry leaves every remote area on its fallback; the shell still starts.
  await startRegistry()
    .then((registry) => register(registry))
    .catch((error: unknown) =>
      console.error(`The remotes registry is unreadable: ${String(error)}`),
    );
  mountRoutes(shellRoutes);
}

void start();
