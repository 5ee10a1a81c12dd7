import { Injectable } from '@nestjs/common';
import { parseRegistryEntries, type RegistryEntry } from '@tutor/contracts';
import { Clock } from '../common/clock/clock.service';
import type { EntryCheckResult } from './checks/entry-check.types';
import { RegistryEntryChecks } from './checks/registry-entry-checks.service';
import type { PublishRegistryDto, RestoreRegistryDto } from './dto/registry-body.dto';
import { newVersion } from './new-version';
import {
  RegistryStore,
  type ChangePlan,
  type NewVersion,
  type StateChange,
} from './registry.store';
import type { RegistryVersion } from './registry-version.entity';
import { RemoteRegistryService } from './remote-registry.service';
import {
  RegistryErrorCode,
  RegistryException,
  RegistryFieldsException,
  registryProblemFields,
} from './remote-registry.errors';

/** Who makes a change (an operator). */
export interface RegistryActor {
  id: number;
}

const LIVE_ONLY = { candidateVersionId: null, candidatePercent: null, candidateAccounts: null };

/**
 * The operator's changes: publish (to all, a canary share or preview accounts), promote,
 * roll back, restore. Each adds a version row with who, when, what and the checks, and
 * moves the state only if no other change landed since it was read.
 */
@Injectable()
export class RegistryChangesService {
  constructor(
    private readonly clock: Clock,
    private readonly store: RegistryStore,
    private readonly registry: RemoteRegistryService,
    private readonly checks: RegistryEntryChecks,
  ) {}

  /** The checks of proposed entries, nothing saved; 422 when their shape is wrong. */
  async check(remotes: unknown[]): Promise<EntryCheckResult[]> {
    return this.checks.check(this.entriesOf(remotes));
  }

  async publish(actor: RegistryActor, body: PublishRegistryDto): Promise<RegistryVersion> {
    const entries = this.entriesOf(body.remotes);
    const { rollout } = body;
    const accounts = rollout.to === 'preview' ? await this.accountIds(rollout.accounts ?? []) : [];
    const checks = await this.passedChecks(actor, entries, body.override_note, null);
    const event = rollout.to === 'all' ? 'published' : rollout.to;
    return this.apply(body.revision, (state) =>
      Promise.resolve({
        version: this.version(actor, event, entries, {
          checks,
          note: body.override_note ?? null,
          percent: rollout.to === 'canary' ? (rollout.percent ?? null) : null,
          accounts: rollout.to === 'preview' ? (rollout.accounts ?? null) : null,
          previousLiveId: state.liveVersionId,
        }),
        state: (added): StateChange =>
          rollout.to === 'all'
            ? { liveVersionId: added.id, ...LIVE_ONLY }
            : {
                liveVersionId: state.liveVersionId,
                candidateVersionId: added.id,
                candidatePercent: rollout.to === 'canary' ? (rollout.percent ?? null) : null,
                candidateAccounts: rollout.to === 'preview' ? accounts : null,
              },
      }),
    );
  }

  /** The candidate becomes live for everyone. */
  async promote(actor: RegistryActor, revision: number | undefined): Promise<RegistryVersion> {
    return this.apply(revision, async (state, reads) => {
      if (state.candidateVersionId === null) {
        throw new RegistryException(RegistryErrorCode.NoCandidate);
      }
      const candidate = await reads.version(state.candidateVersionId);
      return {
        version: this.version(actor, 'promoted', candidate.remotes, {
          checks: candidate.checks,
          fromVersionId: candidate.id,
          previousLiveId: state.liveVersionId,
        }),
        state: (added) => ({ liveVersionId: added.id, ...LIVE_ONLY }),
      };
    });
  }

  /** Drops the candidate; without one, the live version before this one is live again. */
  async rollback(actor: RegistryActor, revision: number | undefined): Promise<RegistryVersion> {
    return this.apply(revision, async (state, reads) => {
      if (state.candidateVersionId !== null) {
        const candidate = await reads.version(state.candidateVersionId);
        return {
          version: this.version(actor, 'rolled_back', candidate.remotes, {
            fromVersionId: candidate.id,
          }),
          state: () => ({ liveVersionId: state.liveVersionId, ...LIVE_ONLY }),
        };
      }
      const live = await reads.version(state.liveVersionId);
      if (live.previousLiveId === null) {
        throw new RegistryException(RegistryErrorCode.NothingToRollBack);
      }
      const previous = await reads.version(live.previousLiveId);
      return {
        version: this.version(actor, 'rolled_back', previous.remotes, {
          checks: previous.checks,
          fromVersionId: previous.id,
          // a second rollback goes one further back
          previousLiveId: previous.previousLiveId,
        }),
        state: (added) => ({ liveVersionId: added.id, ...LIVE_ONLY }),
      };
    });
  }

  /** An earlier version's entries, checked again and published to everyone. */
  async restore(
    actor: RegistryActor,
    id: number,
    body: RestoreRegistryDto,
  ): Promise<RegistryVersion> {
    const source = await this.store.version(id);
    const checks = await this.passedChecks(actor, source.remotes, body.override_note, id);
    return this.apply(body.revision, (state) =>
      Promise.resolve({
        version: this.version(actor, 'restored', source.remotes, {
          checks,
          note: body.override_note ?? null,
          fromVersionId: id,
          previousLiveId: state.liveVersionId,
        }),
        state: (added) => ({ liveVersionId: added.id, ...LIVE_ONLY }),
      }),
    );
  }

  private async apply(revision: number | undefined, plan: ChangePlan): Promise<RegistryVersion> {
    const added = await this.store.change(revision, plan);
    if (added === undefined) throw new Error('A registry change planned nothing');
    await this.registry.changed();
    return added;
  }

  private entriesOf(remotes: unknown[]): RegistryEntry[] {
    const { entries, problems } = parseRegistryEntries(remotes);
    if (problems.length > 0) throw new RegistryFieldsException(registryProblemFields(problems));
    return entries;
  }

  /** The checks' results; when one fails without an override note, refused and kept. */
  private async passedChecks(
    actor: RegistryActor,
    entries: RegistryEntry[],
    overrideNote: string | undefined,
    fromVersionId: number | null,
  ): Promise<EntryCheckResult[]> {
    const checks = await this.checks.check(entries);
    if (overrideNote !== undefined || checks.every((result) => result.ok)) return checks;
    await this.store.record(this.version(actor, 'refused', entries, { checks, fromVersionId }));
    throw new RegistryException(RegistryErrorCode.ChecksFailed, checks);
  }

  private async accountIds(emails: readonly string[]): Promise<number[]> {
    const users = await this.store.usersByEmail(emails);
    const found = new Map(users.map((user) => [user.email, user.id]));
    const unknown = emails
      .map((email, index) => ({ email, index }))
      .filter(({ email }) => !found.has(email.trim().toLowerCase()));
    if (unknown.length > 0) {
      throw new RegistryFieldsException(
        unknown.map(({ email, index }) => ({
          field: `rollout.accounts.${index}`,
          key: 'remote_registry.unknown_account',
          params: { email },
        })),
      );
    }
    return [...new Set(found.values())];
  }

  private version(
    actor: RegistryActor,
    event: NewVersion['event'],
    remotes: RegistryEntry[],
    fields: Partial<NewVersion>,
  ): NewVersion {
    return newVersion(this.clock.now(), event, remotes, { createdBy: actor.id, ...fields });
  }
}
