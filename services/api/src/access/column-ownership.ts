import type { EntityTarget, FindOptionsRelations, FindOptionsWhere } from 'typeorm';
import type { OwnershipRule } from './record-access.service';

type NumberKeys<R> = { [K in keyof R]: R[K] extends number ? K : never }[keyof R];

interface ColumnOwnership<R> {
  /** The column holding the owner's user id (teacherId, authorId, ownerId…). */
  owner: NumberKeys<R>;
  /** A soft-deleted record is gone: answered as missing. */
  isGone?: (record: R) => boolean;
  relations?: FindOptionsRelations<R>;
}

/** The common rule: a record by id, owned by the user whose id is in one column. */
export function columnOwnership<R extends { id: number }>(
  entity: EntityTarget<R>,
  { owner, isGone, relations }: ColumnOwnership<R>,
): OwnershipRule<R> {
  return {
    async find(manager, id) {
      const where = { id } as FindOptionsWhere<R>;
      const record = await manager.getRepository(entity).findOne({ where, relations });
      return record === null || isGone?.(record) === true ? null : record;
    },
    isOwner: (record, userId) => record[owner] === userId,
  };
}
