import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseRegistryEntries, type RegistryEntry } from '@tutor/contracts';

/** REMOTES_CONFIG as read at a start: its entries and hash, or why it cannot be used. */
export type ConfigReading =
  | { kind: 'none' }
  | { kind: 'usable'; entries: RegistryEntry[]; hash: string }
  | { kind: 'unusable'; problem: string };

const MAX_PROBLEMS_SHOWN = 5;

/** Reads the file; any problem of any entry makes it unusable (nothing half-applied). */
export async function readRegistryConfig(path: string | undefined): Promise<ConfigReading> {
  if (path === undefined) return { kind: 'none' };
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return { kind: 'unusable', problem: `REMOTES_CONFIG ${path} cannot be read: ${String(error)}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'unusable', problem: `REMOTES_CONFIG ${path} is not JSON: ${String(error)}` };
  }
  const { entries, problems } = parseRegistryEntries(json);
  if (problems.length > 0) {
    const shown = problems
      .slice(0, MAX_PROBLEMS_SHOWN)
      .map((problem) => `${problem.field}: ${problem.message}`);
    const more =
      problems.length > MAX_PROBLEMS_SHOWN ? ` (+${problems.length - MAX_PROBLEMS_SHOWN})` : '';
    return { kind: 'unusable', problem: `REMOTES_CONFIG ${path}: ${shown.join('; ')}${more}` };
  }
  if (entries.length === 0)
    return { kind: 'unusable', problem: `REMOTES_CONFIG ${path} lists no entry` };
  return { kind: 'usable', entries, hash: createHash('sha256').update(text).digest('hex') };
}
