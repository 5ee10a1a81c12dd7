import type { EntityManager } from 'typeorm';
import type { PaymentStatus } from './payment.entity';
import type { PaymentProviderName } from './payment-provider';

/** What a payment pays for: the module that started it names it (e.g. 'purchase', 42). */
export interface PaymentOrderRef {
  /** Lowercase letters, digits and _ (at most 32). */
  type: string;
  id: number;
}

/** A purchase attempt as the payments module shows it to others. */
export interface PaymentView {
  id: number;
  order: PaymentOrderRef;
  buyerId: number | null;
  provider: PaymentProviderName;
  providerPaymentId: string | null;
  amountRub: number;
  status: PaymentStatus;
  confirmationUrl: string | null;
  createdAt: number;
  /** When the outcome was handed over (succeeded, canceled or mismatched), else null. */
  appliedAt: number | null;
  refundedAt: number | null;
  refundId: string | null;
  /** The method saved for later charges by this (succeeded) payment, or null. */
  savedMethod: { id: string; title: string } | null;
}

/**
 * What becomes of an order when its payment ends. The module that sells (the marketplace)
 * provides this class (`{ provide: PaymentOutcomes, useExisting: … }` in any module: it is
 * looked up when first needed, so it may depend on PaymentsService). Each method is
 * called exactly once per payment that ends that way, inside the transaction that marks
 * the payment applied: write through `manager` (and open no other transaction in it, which
 * SQLite would queue behind this one). If it throws, nothing is marked and the outcome is
 * offered again later (the reconcile job, the next notification or refresh).
 */
export abstract class PaymentOutcomes {
  abstract succeeded(
    order: PaymentOrderRef,
    payment: PaymentView,
    manager: EntityManager,
  ): Promise<void>;

  /**
   * The payment did not pay for the order: canceled, or reported succeeded but not as
   * ordered (status `mismatched`: another amount or currency, or not paid, which grants
   * nothing and ends the attempt like a cancel; the operator's list keeps it).
   */
  abstract canceled(
    order: PaymentOrderRef,
    payment: PaymentView,
    manager: EntityManager,
  ): Promise<void>;

  /**
   * After the COMMIT of the transaction that handed `succeeded` or `canceled` over: work
   * that must not run inside it (another transaction, the provider). Called once, by the
   * instance that settled; a failure is logged and not retried, so what it does must
   * also be found and done later by the selling module's own sweep.
   */
  afterCommit(_order: PaymentOrderRef, _payment: PaymentView): Promise<void> {
    return Promise.resolve();
  }
}
