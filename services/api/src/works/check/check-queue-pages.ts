import type { CheckQueueItem, Page } from '@tutor/contracts';

/** How many answered pages one instance keeps (about 11 KB each at 50 works a page). */
export const KEPT_PAGES = 2000;

interface Kept {
  version: number;
  page: Page<CheckQueueItem>;
}

/**
 * The check queue pages this instance has answered, each under the version of its
 * teacher's queue it was read at (`check_queue_versions`, moved by the database whenever
 * anything a page shows changes). A page is good while its teacher's version stands; the
 * least recently used go first when more than `capacity` are kept.
 */
export class CheckQueuePages {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly capacity = KEPT_PAGES) {}

  /** The page kept under `key` if it was read at `version`. */
  find(key: string, version: number): Page<CheckQueueItem> | undefined {
    const kept = this.kept.get(key);
    if (kept === undefined) return undefined;
    this.kept.delete(key);
    if (kept.version !== version) return undefined;
    this.kept.set(key, kept);
    return kept.page;
  }

  keep(key: string, version: number, page: Page<CheckQueueItem>): void {
    this.kept.delete(key);
    this.kept.set(key, { version, page });
    if (this.kept.size > this.capacity) {
      const oldest = this.kept.keys().next();
      if (oldest.done !== true) this.kept.delete(oldest.value);
    }
  }
}
