import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { PaymentProviderName } from './payment-provider';
import { PaymentSettlement } from './payment-settlement.service';

/**
 * A provider's word that a payment changed (a notification): settled in the background,
 * so the provider gets its 200 at once. A hint lost with its instance is no loss: the
 * reconcile job asks about every payment still pending.
 */
@Injectable()
export class PaymentHints implements OnModuleDestroy {
  private readonly logger = new Logger(PaymentHints.name);
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly settlement: PaymentSettlement) {}

  hint(provider: PaymentProviderName, providerPaymentId: string): void {
    const run = this.settlement
      .settleByProviderId(provider, providerPaymentId)
      .catch((error: unknown) =>
        this.logger.warn({ err: error, provider, providerPaymentId }, 'Could not settle a payment'),
      );
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  /** Resolves when the hints taken so far have been settled (at shutdown, in tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.drain();
  }
}
