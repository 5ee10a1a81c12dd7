import type { WorkStatus } from '@tutor/contracts';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Work } from './work.entity';

export interface WorkGuard {
  /** The version the client saw; the write happens only while the row still has it. */
  version?: number;
  /** The statuses the row must still be in. */
  statuses?: readonly WorkStatus[];
}

/**
 * One conditional UPDATE of a work: it applies only while the row still matches `guard`,
 * and bumps the version (TypeORM adds `version = version + 1` to every update of the
 * entity). Answers whether it applied, so a concurrent change is never overwritten.
 */
export async function updateWork(
  manager: EntityManager,
  workId: number,
  guard: WorkGuard,
  changes: QueryDeepPartialEntity<Work>,
): Promise<boolean> {
  const query = manager
    .createQueryBuilder()
    .update(Work)
    .set(changes)
    .where('id = :workId', { workId })
    .andWhere('withdrawn_at IS NULL');
  if (guard.version !== undefined) query.andWhere('version = :version', { version: guard.version });
  if (guard.statuses !== undefined) {
    query.andWhere('status IN (:...statuses)', { statuses: [...guard.statuses] });
  }
  const result = await query.execute();
  return (result.affected ?? 0) > 0;
}
