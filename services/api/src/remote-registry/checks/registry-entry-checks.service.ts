import { Inject, Injectable, Optional } from '@nestjs/common';
import type { RegistryEntry } from '@tutor/contracts';
import { AppConfig } from '../../config/app-config';
import type { EntryCheck, EntryCheckResult } from './entry-check.types';
import { failed, passed } from './entry-check-messages';
import { fetchFile, isFetched, type FetchedFile, type FetchOptions } from './fetch-file';
import { corsCheck, integrityCheck, sharedChecks } from './file-checks';
import { manifestFacts, type ManifestFacts } from './manifest-facts';

/** How long one file of a remote may take (overridable for tests). */
export const ENTRY_CHECK_TIMEOUT_MS = Symbol('ENTRY_CHECK_TIMEOUT_MS');
const DEFAULT_TIMEOUT_MS = 5_000;
/** A remoteEntry.js or manifest larger than this is not a remote's. */
const MAX_FILE_BYTES = 10 * 2 ** 20;

/** What reading the entry's files found: the files read, or the check that failed. */
interface Reading {
  files: FetchedFile[];
  facts: ManifestFacts | undefined;
  failure: EntryCheck | undefined;
}

/**
 * Checks proposed registry entries before they are published, as the shell would load
 * them: manifest and remoteEntry.js reachable, CORS for the app's origin, ./routes
 * exposed, shared ranges the shell satisfies, integrity when given.
 */
@Injectable()
export class RegistryEntryChecks {
  private readonly timeoutMs: number;

  constructor(
    private readonly config: AppConfig,
    @Optional() @Inject(ENTRY_CHECK_TIMEOUT_MS) timeoutMs?: number,
  ) {
    this.timeoutMs = timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  check(entries: RegistryEntry[]): Promise<EntryCheckResult[]> {
    return Promise.all(entries.map((entry) => this.checkEntry(entry)));
  }

  private get pageBase(): string {
    return `${this.config.appUrl}/`;
  }

  private get options(): FetchOptions {
    return {
      origin: new URL(this.pageBase).origin,
      timeoutMs: this.timeoutMs,
      maxBytes: MAX_FILE_BYTES,
    };
  }

  private async checkEntry(entry: RegistryEntry): Promise<EntryCheckResult> {
    const reading = await this.read(entry);
    const checks = [...this.reachability(reading), ...this.contents(entry, reading)];
    return { name: entry.name, ok: checks.every((check) => check.ok), checks };
  }

  private reachability({ files, failure }: Reading): EntryCheck[] {
    if (failure !== undefined) return files.length > 0 ? [failure, this.cors(files)] : [failure];
    const urls = files.map((file) => file.url).join(', ');
    return [passed('manifest', 'reachable', { url: urls }), this.cors(files)];
  }

  private cors(files: FetchedFile[]): EntryCheck {
    return corsCheck(files, this.options.origin);
  }

  private contents(entry: RegistryEntry, { files, facts, failure }: Reading): EntryCheck[] {
    const checks: EntryCheck[] = [];
    if (entry.type !== 'manifest') checks.push(passed('routes', 'routes_unchecked'));
    else if (facts !== undefined) {
      checks.push(
        facts.exposesRoutes
          ? passed('routes', 'routes_exposed')
          : failed('routes', 'routes_missing'),
        ...sharedChecks(facts.shared),
      );
    }
    if (entry.integrity !== undefined) {
      const remoteEntry = failure === undefined ? files.at(-1) : undefined;
      checks.push(integrityCheck(entry.integrity, remoteEntry));
    }
    return checks;
  }

  /** Fetches the entry and, for a manifest, the remoteEntry.js it names. */
  private async read(entry: RegistryEntry): Promise<Reading> {
    const url = new URL(entry.entry, this.pageBase).href;
    const first = await this.fetchOk(url);
    if (!isFetched(first))
      return { files: first.file ? [first.file] : [], facts: undefined, failure: first.check };
    if (entry.type !== 'manifest') return { files: [first], facts: undefined, failure: undefined };
    const facts = this.facts(first);
    if (!('remoteEntryUrl' in facts)) return { files: [first], facts: undefined, failure: facts };
    if (facts.remoteEntryUrl === undefined) {
      return { files: [first], facts, failure: failed('manifest', 'no_remote_entry', { url }) };
    }
    const second = await this.fetchOk(facts.remoteEntryUrl);
    if (!isFetched(second)) {
      const files = second.file ? [first, second.file] : [first];
      return { files, facts, failure: second.check };
    }
    return { files: [first, second], facts, failure: undefined };
  }

  private facts(file: FetchedFile): ManifestFacts | EntryCheck {
    let json: unknown;
    try {
      json = JSON.parse(file.bytes.toString('utf8'));
    } catch {
      return failed('manifest', 'not_json', { url: file.url });
    }
    const facts = manifestFacts(json, file.url, this.pageBase);
    return facts === 'not_a_manifest' ? failed('manifest', facts, { url: file.url }) : facts;
  }

  /** A file that answered 2xx, or the failed check (with the file when it answered). */
  private async fetchOk(
    url: string,
  ): Promise<FetchedFile | { check: EntryCheck; file?: FetchedFile }> {
    const result = await fetchFile(url, this.options);
    if (!isFetched(result)) return { check: failed('manifest', result.code, result.params) };
    if (result.status >= 200 && result.status < 300) return result;
    const status = String(result.status);
    return { check: failed('manifest', 'http_status', { url, status }), file: result };
  }
}
