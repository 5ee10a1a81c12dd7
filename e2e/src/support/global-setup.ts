import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

/** A fresh machine has no browser yet: install Debian's Chromium when we may. */
export default function globalSetup(): void {
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
