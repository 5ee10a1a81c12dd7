import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { AppConfig } from '../../config/app-config';
import { insertOrIgnore } from '../../database/insert-or-ignore';
import { PayoutsErrorCode, PayoutsException } from '../payouts.errors';
import {
  PayoutProvider,
  type CreatePayoutRequest,
  type CreateSelfEmployedRequest,
  type ProviderPayout,
  type ProviderPayoutStatus,
  type ProviderSelfEmployed,
  type ProviderSelfEmployedStatus,
} from './payout-provider';
import { TestPayoutObject } from './test-payout-object.entity';

/** The «Мой налог» stand-in page of a connection. */
export const testSelfEmployedPath = (id: string): string =>
  `/payout-provider/test/self-employed/${id}`;

export type TestSelfEmployedDecision = 'confirmed' | 'canceled';

const newId = (): string => randomBytes(16).toString('hex');

/**
 * The built-in payouts provider (used while YOOKASSA_PAYOUT_* is unset): it keeps its
 * objects in the database as a provider would and pays nothing. A connection waits on its
 * stand-in page for the author's decision; a payout is pending when made and succeeds on
 * the next look if its self-employed person confirmed the permission (canceled if not),
 * so the run's status polling is exercised as with YooKassa. Idempotence keys answer the
 * first object.
 */
@Injectable()
export class TestPayoutProvider extends PayoutProvider {
  readonly name = 'test' as const;

  constructor(
    @InjectRepository(TestPayoutObject) private readonly objects: Repository<TestPayoutObject>,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** Whether it is the provider in use (no YooKassa payouts credentials). */
  get isActive(): boolean {
    return this.config.payouts.yookassa === undefined;
  }

  async createSelfEmployed(request: CreateSelfEmployedRequest): Promise<ProviderSelfEmployed> {
    const object = await this.create(request.idempotenceKey, {
      kind: 'self_employed',
      status: 'pending',
      itn: request.itn,
      personId: null,
      amountKopecks: null,
    });
    return this.selfEmployedOf(object);
  }

  async getSelfEmployed(id: string): Promise<ProviderSelfEmployed> {
    return this.selfEmployedOf(await this.require(id, 'self_employed'));
  }

  async createPayout(request: CreatePayoutRequest): Promise<ProviderPayout> {
    const person = await this.require(request.selfEmployedId, 'self_employed');
    const object = await this.create(request.idempotenceKey, {
      kind: 'payout',
      status: 'pending',
      itn: person.itn,
      personId: person.id,
      amountKopecks: request.amountKopecks,
    });
    return { id: object.id, status: object.status as ProviderPayoutStatus, failure: null };
  }

  async getPayout(id: string): Promise<ProviderPayout> {
    const payout = await this.require(id, 'payout');
    if (payout.status === 'pending') {
      const person = await this.require(payout.personId ?? '', 'self_employed');
      const status = person.status === 'confirmed' ? 'succeeded' : 'canceled';
      await this.objects.update({ id, status: 'pending' }, { status });
      return this.getPayout(id);
    }
    const status = payout.status as ProviderPayoutStatus;
    return { id, status, failure: status === 'canceled' ? 'self_employed_not_confirmed' : null };
  }

  /** The stand-in page's object (a connection), null if none. */
  findSelfEmployed(id: string): Promise<TestPayoutObject | null> {
    return this.objects.findOneBy({ id, kind: 'self_employed' });
  }

  /** The author's answer on the stand-in page; a decided connection stays as it is. */
  async decide(id: string, decision: TestSelfEmployedDecision): Promise<void> {
    await this.objects.update(
      { id, kind: 'self_employed', status: 'pending' },
      { status: decision },
    );
  }

  private async create(
    idempotenceKey: string,
    fields: Pick<TestPayoutObject, 'kind' | 'status' | 'itn' | 'personId' | 'amountKopecks'>,
  ): Promise<TestPayoutObject> {
    await insertOrIgnore(this.objects.manager.connection, TestPayoutObject, {
      id: newId(),
      idempotenceKey,
      formToken: newId(),
      createdAt: this.clock.now(),
      ...fields,
    });
    const object = await this.objects.findOneBy({ idempotenceKey });
    if (object === null || object.kind !== fields.kind) {
      throw new PayoutsException(PayoutsErrorCode.ProviderError, 'test: idempotence key reused');
    }
    return object;
  }

  private async require(id: string, kind: TestPayoutObject['kind']): Promise<TestPayoutObject> {
    const object = await this.objects.findOneBy({ id, kind });
    if (object === null) {
      throw new PayoutsException(PayoutsErrorCode.ProviderError, `test: no ${kind} ${id}`);
    }
    return object;
  }

  private selfEmployedOf(object: TestPayoutObject): ProviderSelfEmployed {
    const status = object.status as ProviderSelfEmployedStatus;
    return {
      id: object.id,
      status,
      confirmationUrl:
        status === 'pending' ? `${this.config.appUrl}${testSelfEmployedPath(object.id)}` : null,
    };
  }
}
