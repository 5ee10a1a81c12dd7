import { startPage } from '@tutor/ui';
import { mountRoutes } from '@tutor/ui/mount';
import { reportFailuresEverywhere } from './federation/failure-plugin';
import { startRegistry } from './federation/injected-registry';
import { register } from './federation/registry';
import { shellRoutes } from './routes/router';

/**
 * Hands the main thread back to the browser between start-up steps: run back to back they
 * were one long task, and a tap or key press during it waited for all of them.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  await nextTask();
  startPage();
  reportFailuresEverywhere();
  await nextTask();
  // A missing registry leaves every remote area on its fallback; the shell still starts.
  await startRegistry()
    .then((registry) => register(registry))
    .catch((error: unknown) =>
      console.error(`The remotes registry is unreadable: ${String(error)}`),
    );
  await nextTask();
  mountRoutes(shellRoutes);
}

void start();
