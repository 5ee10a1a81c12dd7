import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freshWorkerDatabases, isPostgresUrl } from 'api/src/testing/worker-database';
import { CHROMIUM_PATH } from 'api/src/testing/chromium';
import { E2E_DATABASES } from './product';

/**
 * A fresh machine has no browser yet: install Debian's Chromium when we may. On a
 * PostgreSQL run every worker's products get an empty database of their own.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) await freshWorkerDatabases(url, globalConfig.maxWorkers, E2E_DATABASES);
  installChromium();
}

function installChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
