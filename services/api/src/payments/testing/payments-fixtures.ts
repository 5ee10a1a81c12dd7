import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { Injectable, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource, IsNull } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import type { EnvSource } from '../../config/env.validation';
import { createStudent } from '../../students/testing/students-fixtures';
import { createTestApp } from '../../testing/test-app';
import { PaymentHints } from '../payment-hints.service';
import { Payment } from '../payment.entity';
import { PaymentsReconciler } from '../payments-reconciler.service';
import { PaymentOutcomes, type PaymentOrderRef, type PaymentView } from '../payment-outcomes';
import type { PaymentOrder } from '../payments.service';

/** Stands for the selling module while it is absent: takes every outcome and does nothing. */
@Injectable()
class IdlePaymentOutcomes extends PaymentOutcomes {
  succeeded(): Promise<void> {
    return Promise.resolve();
  }

  canceled(): Promise<void> {
    return Promise.resolve();
  }
}

@Module({ providers: [{ provide: PaymentOutcomes, useClass: IdlePaymentOutcomes }] })
class IdlePaymentOutcomesModule {}

export interface RecordedOutcome {
  kind: 'succeeded' | 'canceled';
  order: PaymentOrderRef;
  payment: PaymentView;
}

/** An app for the payments specs: an idle PaymentOutcomes if no module provides one. */
export function createPaymentsTestApp(env: EnvSource = {}): Promise<NestExpressApplication> {
  return createTestApp(env, [IdlePaymentOutcomesModule]);
}

/**
 * Records every outcome handed over from now on, in place of whatever PaymentOutcomes the
 * app has (the one PaymentSettlement looks up). Call it in each test: spies are restored
 * after each.
 */
export function recordOutcomes(app: INestApplication): RecordedOutcome[] {
  const outcomes = app.get(PaymentOutcomes, { strict: false });
  const recorded: RecordedOutcome[] = [];
  jest.spyOn(outcomes, 'succeeded').mockImplementation((order, payment) => {
    recorded.push({ kind: 'succeeded', order, payment });
    return Promise.resolve();
  });
  jest.spyOn(outcomes, 'canceled').mockImplementation((order, payment) => {
    recorded.push({ kind: 'canceled', order, payment });
    return Promise.resolve();
  });
  return recorded;
}

/** An order of a new buyer, of a type no selling module knows (their outcomes ignore it). */
export async function anOrder(
  app: INestApplication,
  extra: Partial<PaymentOrder> = {},
): Promise<PaymentOrder> {
  const buyer = await createStudent(app, 'Buyer');
  return {
    type: 'test_order',
    id: Math.floor(Math.random() * 1_000_000) + 1,
    buyerId: buyer.id,
    buyerEmail: buyer.email,
    amountRub: 490,
    description: 'Lesson: fractions, grade 5',
    returnUrl: 'http://localhost:3000/marketplace/purchases?back=1',
    ...extra,
  };
}

/** The app's address once it listens on loopback (YooKassa's notifications need one). */
export async function listening(app: NestExpressApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** Waits until the notifications taken so far have been settled. */
export function settled(app: INestApplication): Promise<void> {
  return app.get(PaymentHints).drain();
}

/** Moves the app's clock `ms` ahead (for the rest of the test). */
export function clockAhead(app: INestApplication, ms: number): void {
  const clock = app.get(Clock);
  const base = Date.now();
  jest.spyOn(clock, 'now').mockImplementation(() => base + ms + (Date.now() - base));
}

/**
 * Runs the reconcile job until every unapplied payment has had its turn: a run takes the
 * 50 checked longest ago, and the other test files on this database leave theirs unapplied.
 */
export async function sweepEveryDue(app: INestApplication): Promise<void> {
  const reconciler = app.get(PaymentsReconciler);
  const unapplied = await app
    .get(DataSource)
    .getRepository(Payment)
    .countBy({ appliedAt: IsNull() });
  for (let round = 0; round <= unapplied / 50; round++) await reconciler.sweepOnce();
}
