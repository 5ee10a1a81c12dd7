import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { PurchaseStatus } from '@tutor/contracts';
import { MaterialPayments } from '../material-payments.service';
import { PurchaseGrants } from './purchase-grants.service';
import type { PurchaseRecord } from './purchase.entity';

/**
 * Brings a purchase up to date without holding its page: a pending payment is asked
 * about and a granted purchase without its copy gets it, in the background, once at a
 * time per purchase. The buyer back from paying gives it a short budget to finish first.
 */
@Injectable()
export class PurchaseRefreshes implements OnModuleDestroy {
  private readonly logger = new Logger(PurchaseRefreshes.name);
  private readonly inFlight = new Map<number, Promise<void>>();

  constructor(
    private readonly payments: MaterialPayments,
    private readonly grants: PurchaseGrants,
  ) {}

  /** Starts the refresh if one is due (or joins the one running); resolves when it ends. */
  refresh(purchase: PurchaseRecord | null): Promise<void> {
    if (purchase === null || !this.due(purchase)) return Promise.resolve();
    const running = this.inFlight.get(purchase.id);
    if (running !== undefined) return running;
    const run = this.run(purchase)
      .catch((error: unknown) => {
        this.logger.warn({ err: error, purchaseId: purchase.id }, 'Could not refresh a purchase');
      })
      .finally(() => this.inFlight.delete(purchase.id));
    this.inFlight.set(purchase.id, run);
    return run;
  }

  /** refresh(), waited for at most `budgetMs`. */
  async within(purchase: PurchaseRecord | null, budgetMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    });
    timer?.unref();
    await Promise.race([this.refresh(purchase), budget]);
    clearTimeout(timer);
  }

  /** Resolves when the refreshes running now have ended (at shutdown, in tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.drain();
  }

  private due(purchase: PurchaseRecord): boolean {
    if (purchase.status === PurchaseStatus.Pending) return purchase.paymentId !== null;
    return purchase.status === PurchaseStatus.Granted && purchase.copiedAt === null;
  }

  private async run(purchase: PurchaseRecord): Promise<void> {
    if (purchase.status === PurchaseStatus.Pending && purchase.paymentId !== null) {
      await this.payments.refresh(purchase.paymentId);
    }
    await this.grants.ensureCopy(purchase.id);
  }
}
