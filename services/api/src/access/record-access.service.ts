import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessException } from '../common/errors/access.exception';

/**
 * The records a user may act on, by kind. Each module adds its own beside its rule:
 * `declare module '../access/record-access.service' { interface OwnedRecords { task: Task } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface OwnedRecords {}

export type RecordKind = keyof OwnedRecords;

/** How one kind of record is found and whose it is. */
export interface OwnershipRule<R> {
  /** The record, or null when it does not exist or is gone (deleted, withdrawn). */
  find(manager: EntityManager, id: number): Promise<R | null>;
  /** Whether the user is the one this record belongs to (its teacher, author, student…). */
  isOwner(record: R, userId: number): boolean;
  /** The 404 of a missing one, when the client tells it apart (WorkNotFound). */
  missing?: () => AccessException;
}

const rules = new Map<RecordKind, OwnershipRule<never>>();

/** A module declares how its kind is owned, once, in its `<record>.ownership.ts`. */
export function registerOwnership<K extends RecordKind>(
  kind: K,
  rule: OwnershipRule<OwnedRecords[K]>,
): void {
  if (rules.has(kind)) throw new Error(`Ownership of ${kind} is declared already`);
  rules.set(kind, rule as OwnershipRule<never>);
}

function ruleOf<K extends RecordKind>(kind: K): OwnershipRule<OwnedRecords[K]> {
  const rule = rules.get(kind) as OwnershipRule<OwnedRecords[K]> | undefined;
  if (rule === undefined) throw new Error(`No ownership rule for ${kind}`);
  return rule;
}

/**
 * The one answer to "may this user act on this record", asked by every module: a record
 * that does not exist or is gone is 404, someone else's is 403 'This action is
 * unauthorized.' (the route × role matrix in route-access.spec.ts holds every route to it).
 */
@Injectable()
export class RecordAccess {
  constructor(private readonly dataSource: DataSource) {}

  async require<K extends RecordKind>(
    userId: number,
    kind: K,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OwnedRecords[K]> {
    const rule = ruleOf(kind);
    const record = await rule.find(manager, id);
    if (record === null) throw rule.missing?.() ?? AccessException.notFound();
    if (!rule.isOwner(record, userId)) throw AccessException.forbidden();
    return record;
  }
}
