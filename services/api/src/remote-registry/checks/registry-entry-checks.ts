import { Injectable } from '@nestjs/common';
import type { RegistryEntry } from '@tutor/contracts';
import type { EntryCheckResult } from './entry-check.types';

/**
 * Placeholder until the entry checks (issue 19 §2, developer E) merge: every entry passes
 * with no check made. E's class of the same name and file replaces it.
 */
@Injectable()
export class RegistryEntryChecks {
  check(entries: RegistryEntry[]): Promise<EntryCheckResult[]> {
    return Promise.resolve(entries.map((entry) => ({ name: entry.name, ok: true, checks: [] })));
  }
}
