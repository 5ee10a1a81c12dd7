import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  PayoutRequisitesType,
  type PayoutRequisitesInput,
  type PayoutSettings,
} from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import type { User } from '../../users/user.entity';
import { PayoutsErrorCode, PayoutsException } from '../payouts.errors';
import { requireVerifiedAuthor } from '../verified-author';
import { PayoutProvider, type ProviderSelfEmployed } from '../provider/payout-provider';
import { PayoutRequisitesRecord } from './payout-requisites.entity';

export function settingsOf(record: PayoutRequisitesRecord | null): PayoutSettings {
  if (record === null) return { requisites: null, self_employed: null };
  const { type, name, inn, bic, account, wallet } = record;
  return {
    requisites: { type, name, inn, bic, account, wallet },
    self_employed:
      type === PayoutRequisitesType.SelfEmployed
        ? {
            status: record.selfEmployedStatus ?? 'none',
            confirmation_url:
              record.selfEmployedStatus === 'pending' ? record.selfEmployedConfirmationUrl : null,
          }
        : null,
  };
}

/**
 * An author's requisites and, for the self-employed, the connection with the payouts
 * provider: the provider asks «Мой налог» for the platform's permission, the author
 * confirms it there, and the status is asked again on the author's check.
 */
@Injectable()
export class PayoutRequisitesService {
  constructor(
    @InjectRepository(PayoutRequisitesRecord)
    private readonly records: Repository<PayoutRequisitesRecord>,
    private readonly provider: PayoutProvider,
    private readonly clock: Clock,
  ) {}

  find(author: User): Promise<PayoutRequisitesRecord | null> {
    return this.records.findOneBy({ userId: author.id });
  }

  async get(author: User): Promise<PayoutSettings> {
    return settingsOf(await this.find(author));
  }

  /** Saves them; a new type or INN drops a connection made for the old one. */
  async save(author: User, input: PayoutRequisitesInput): Promise<PayoutSettings> {
    requireVerifiedAuthor(author);
    const old = await this.find(author);
    const selfEmployed = input.type === PayoutRequisitesType.SelfEmployed;
    const keepsConnection = selfEmployed && old?.selfEmployedInn === input.inn;
    const record = this.records.create({
      userId: author.id,
      type: input.type,
      name: input.name,
      inn: input.inn,
      bic: input.bic,
      account: input.account,
      wallet: selfEmployed ? input.wallet : null,
      selfEmployedId: keepsConnection ? (old?.selfEmployedId ?? null) : null,
      selfEmployedInn: keepsConnection ? (old?.selfEmployedInn ?? null) : null,
      selfEmployedStatus: keepsConnection ? (old?.selfEmployedStatus ?? null) : null,
      selfEmployedConfirmationUrl: keepsConnection
        ? (old?.selfEmployedConfirmationUrl ?? null)
        : null,
      updatedAt: this.clock.now(),
    });
    await this.records.save(record);
    return settingsOf(record);
  }

  /**
   * Starts the connection (or asks about the one under way): a new request to «Мой налог»
   * unless one for this INN is pending or confirmed.
   */
  async connect(author: User): Promise<PayoutSettings> {
    const record = await this.requireSelfEmployed(author);
    if (
      record.selfEmployedId !== null &&
      (record.selfEmployedStatus === 'pending' || record.selfEmployedStatus === 'confirmed')
    ) {
      return this.check(author);
    }
    const answer = await this.provider.createSelfEmployed({
      idempotenceKey: randomUUID(),
      itn: record.inn,
    });
    return this.apply(record, answer);
  }

  /** Asks the provider for the connection's status now. */
  async check(author: User): Promise<PayoutSettings> {
    const record = await this.requireSelfEmployed(author);
    if (record.selfEmployedId === null) return settingsOf(record);
    return this.apply(record, await this.provider.getSelfEmployed(record.selfEmployedId));
  }

  private async apply(
    record: PayoutRequisitesRecord,
    answer: ProviderSelfEmployed,
  ): Promise<PayoutSettings> {
    record.selfEmployedId = answer.id;
    record.selfEmployedInn = record.inn;
    record.selfEmployedStatus = answer.status;
    record.selfEmployedConfirmationUrl =
      answer.confirmationUrl ?? record.selfEmployedConfirmationUrl;
    await this.records.update(
      { userId: record.userId, inn: record.inn },
      {
        selfEmployedId: record.selfEmployedId,
        selfEmployedInn: record.selfEmployedInn,
        selfEmployedStatus: record.selfEmployedStatus,
        selfEmployedConfirmationUrl: record.selfEmployedConfirmationUrl,
      },
    );
    return settingsOf(record);
  }

  private async requireSelfEmployed(author: User): Promise<PayoutRequisitesRecord> {
    const record = await this.find(author);
    if (record === null) throw new PayoutsException(PayoutsErrorCode.NoRequisites);
    if (record.type !== PayoutRequisitesType.SelfEmployed) {
      throw new PayoutsException(PayoutsErrorCode.NotSelfEmployed);
    }
    return record;
  }
}
