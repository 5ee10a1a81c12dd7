import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killRemembered } from './pid-registry';

/** Runs in Jest's own process: when it exits, no API or nginx the suite started lives on. */
export default function globalSetup(): void {
  process.env.MULTI_PIDS_DIR = mkdtempSync(join(tmpdir(), 'tutor-multi-pids-'));
  process.on('exit', killRemembered);
}
