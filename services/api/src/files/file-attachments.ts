import { In, type EntityManager } from 'typeorm';
import { StoredFile } from './stored-file.entity';

/**
 * Marks the owner's files attached (no longer detached), inside the transaction that saves
 * the answers naming them, and answers which of them exist. The update locks the rows, so
 * the orphan sweep either removed a file before (it is missing here, and the save must be
 * refused) or sees it attached and keeps it.
 */
export async function attachFiles(
  manager: EntityManager,
  ownerId: number,
  ids: readonly number[],
): Promise<ReadonlySet<number>> {
  if (ids.length === 0) return new Set();
  const unique = [...new Set(ids)];
  const files = manager.getRepository(StoredFile);
  await files.update({ id: In(unique), ownerId }, { detachedAt: null });
  const present = await files.find({ where: { id: In(unique), ownerId }, select: { id: true } });
  return new Set(present.map((file) => file.id));
}
