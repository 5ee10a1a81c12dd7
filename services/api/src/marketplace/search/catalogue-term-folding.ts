import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isPostgres } from '../../common/search/search-sql';
import { ScheduledJobs } from '../../scheduling/scheduled-jobs.service';
import { ScheduledSweep } from '../../scheduling/scheduled-sweep';

/** The job's name among the scheduled jobs (its lease row). */
export const TERM_FOLDING_JOB = 'marketplace.term-groups-fold';
export const TERM_FOLDING_INTERVAL_MS = 60_000;
/** Keys folded a statement; a run goes on while a statement finds that many. */
const KEYS_PER_FOLD = 5000;

/**
 * One fold: up to `$1` keys (term, subject, grade, exams, access) with unfolded deltas, each
 * key's rows replaced by their sum (none when it is 0). A delta appended meanwhile is not in
 * the statement's snapshot and stays for the next fold; a fold running at the same time
 * deletes none of these rows twice (it waits for them and skips them), so every sum is kept.
 */
const FOLD_TERM_GROUPS = `WITH keys AS (
    SELECT DISTINCT term, subject, grade, exams, access
    FROM material_term_groups WHERE NOT folded LIMIT $1
  ), gone AS (
    DELETE FROM material_term_groups g USING keys k
    WHERE (g.term, g.subject, g.grade, g.exams, g.access)
      = (k.term, k.subject, k.grade, k.exams, k.access)
    RETURNING g.*
  ), kept AS (
    INSERT INTO material_term_groups (term, subject, grade, exams, access, n, folded)
    SELECT term, subject, grade, exams, access, SUM(n), true FROM gone
    GROUP BY term, subject, grade, exams, access HAVING SUM(n) <> 0
  )
  SELECT COUNT(*) AS keys FROM keys`;

/**
 * Every TERM_FOLDING_INTERVAL_MS, on one instance at a time (PostgreSQL only): folds the
 * deltas material_term_groups' trigger appended into one row a (term, group), so a word's
 * count reads about as many rows as the word has groups (migration 1796500002000).
 */
@Injectable()
export class CatalogueTermFolding extends ScheduledSweep {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    scheduled: ScheduledJobs,
  ) {
    super(scheduled, { name: TERM_FOLDING_JOB, intervalMs: TERM_FOLDING_INTERVAL_MS });
  }

  /** One fold of every key with deltas; the number of keys folded. */
  async foldAll(): Promise<number> {
    if (!isPostgres(this.dataSource)) return 0;
    let folded = 0;
    for (;;) {
      const [row] = await this.dataSource.query<{ keys: string }[]>(FOLD_TERM_GROUPS, [
        KEYS_PER_FOLD,
      ]);
      const keys = Number(row?.keys ?? 0);
      folded += keys;
      if (keys < KEYS_PER_FOLD || this.isStopped) return folded;
    }
  }

  protected async sweep(): Promise<void> {
    await this.foldAll();
  }
}
