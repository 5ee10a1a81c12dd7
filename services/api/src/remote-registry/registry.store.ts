import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { Transactions } from '../database/transactions.service';
import { isUniqueViolation } from '../database/unique-violation';
import { User } from '../users/user.entity';
import { REGISTRY_STATE_ID, RegistryState } from './registry-state.entity';
import { RegistryVersion } from './registry-version.entity';
import { RegistryErrorCode, RegistryException } from './remote-registry.errors';

export type NewVersion = Omit<RegistryVersion, 'id'>;
export type StateChange = Pick<
  RegistryState,
  'liveVersionId' | 'candidateVersionId' | 'candidatePercent' | 'candidateAccounts'
>;

/** What every instance serves: the state row with its live and candidate versions. */
export interface RegistrySnapshot {
  revision: number;
  live: RegistryVersion;
  candidate: { version: RegistryVersion; percent: number | null; accounts: number[] } | null;
}

/** A change decided on the state it read: the version it adds and the state after it. */
/** Reads inside a change's transaction. */
export interface ChangeReads {
  version(id: number): Promise<RegistryVersion>;
  lastConfigHash(): Promise<string | null>;
}

export type ChangePlan = (
  state: RegistryState,
  reads: ChangeReads,
) => Promise<{ version: NewVersion; state: (added: RegistryVersion) => StateChange } | null>;

/** The registry's rows; every write that moves the state is conditional on its revision. */
@Injectable()
export class RegistryStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  /** Attaches checks that ran after their version was recorded (a REMOTES_CONFIG change). */
  async setChecks(id: number, checks: RegistryVersion['checks']): Promise<void> {
    await this.dataSource.getRepository(RegistryVersion).update({ id }, { checks });
  }

  /** The state's revision (a primary-key read): what the instances poll. */
  async revision(): Promise<number | undefined> {
    const state = await this.dataSource
      .getRepository(RegistryState)
      .findOne({ where: { id: REGISTRY_STATE_ID }, select: { id: true, revision: true } });
    return state?.revision;
  }

  async snapshot(): Promise<RegistrySnapshot | undefined> {
    const manager = this.dataSource.manager;
    const state = await manager.findOneBy(RegistryState, { id: REGISTRY_STATE_ID });
    if (state === null) return undefined;
    const ids = [state.liveVersionId, state.candidateVersionId].filter((id) => id !== null);
    const rows = await manager.findBy(RegistryVersion, { id: In(ids) });
    const live = rows.find((row) => row.id === state.liveVersionId);
    if (live === undefined) throw new Error(`Registry version ${state.liveVersionId} is missing`);
    const candidate = rows.find((row) => row.id === state.candidateVersionId);
    return {
      revision: state.revision,
      live,
      candidate:
        candidate === undefined
          ? null
          : {
              version: candidate,
              percent: state.candidatePercent,
              accounts: state.candidateAccounts ?? [],
            },
    };
  }

  /** The first version and the state row; false when another instance seeded first. */
  async seed(version: NewVersion): Promise<boolean> {
    try {
      await this.transactions.run(async (manager) => {
        const added = await manager.save(RegistryVersion, manager.create(RegistryVersion, version));
        await manager.insert(RegistryState, {
          id: REGISTRY_STATE_ID,
          liveVersionId: added.id,
          candidateVersionId: null,
          candidatePercent: null,
          candidateAccounts: null,
          revision: 1,
        });
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Adds a version and moves the state in one transaction, only if the state is still at
   * the revision read (and at `expected` when the caller saw one): a lost race is Changed.
   * A plan answering null (nothing to do on the state it read) changes nothing.
   */
  async change(
    expected: number | undefined,
    plan: ChangePlan,
  ): Promise<RegistryVersion | undefined> {
    return this.transactions.run(async (manager) => {
      const state = await manager.findOneBy(RegistryState, { id: REGISTRY_STATE_ID });
      if (state === null || (expected !== undefined && state.revision !== expected)) {
        throw new RegistryException(RegistryErrorCode.Changed);
      }
      const decided = await plan(state, {
        version: (id) => this.versionIn(manager, id),
        lastConfigHash: () => this.lastConfigHash(manager),
      });
      if (decided === null) return undefined;
      const added = await manager.save(
        RegistryVersion,
        manager.create(RegistryVersion, decided.version),
      );
      await this.moveState(manager, state.revision, decided.state(added));
      return added;
    });
  }

  /** A refused proposal, kept for the history; it moves nothing. */
  async record(version: NewVersion): Promise<RegistryVersion> {
    return this.transactions.run((manager) =>
      manager.save(RegistryVersion, manager.create(RegistryVersion, version)),
    );
  }

  async version(id: number): Promise<RegistryVersion> {
    return this.versionIn(this.dataSource.manager, id);
  }

  /** The newest versions first. */
  async history(page: number, perPage: number): Promise<[RegistryVersion[], number]> {
    return this.dataSource.getRepository(RegistryVersion).findAndCount({
      order: { id: 'DESC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
  }

  /** The hash of the latest version read from REMOTES_CONFIG, if any. */
  async lastConfigHash(manager = this.dataSource.manager): Promise<string | null> {
    const row = await manager
      .getRepository(RegistryVersion)
      .createQueryBuilder('version')
      .select(['version.id', 'version.configHash'])
      .where('version.config_hash IS NOT NULL')
      .orderBy('version.id', 'DESC')
      .limit(1)
      .getOne();
    return row?.configHash ?? null;
  }

  async usersByEmail(emails: readonly string[]): Promise<Pick<User, 'id' | 'email'>[]> {
    if (emails.length === 0) return [];
    return this.dataSource.getRepository(User).find({
      where: { email: In(emails.map((email) => email.trim().toLowerCase())) },
      select: { id: true, email: true },
    });
  }

  async emailsOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const users = await this.dataSource
      .getRepository(User)
      .find({ where: { id: In([...ids]) }, select: { id: true, email: true } });
    return new Map(users.map((user) => [user.id, user.email]));
  }

  private async versionIn(manager: EntityManager, id: number): Promise<RegistryVersion> {
    const row = await manager.findOneBy(RegistryVersion, { id });
    if (row === null) throw new RegistryException(RegistryErrorCode.NotFound);
    return row;
  }

  private async moveState(manager: EntityManager, revision: number, next: StateChange) {
    const result = await manager
      .createQueryBuilder()
      .update(RegistryState)
      .set({ ...next, revision: revision + 1 })
      .where('id = :id AND revision = :revision', { id: REGISTRY_STATE_ID, revision })
      .execute();
    if (result.affected !== 1) throw new RegistryException(RegistryErrorCode.Changed);
  }
}
