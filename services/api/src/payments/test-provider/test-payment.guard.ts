import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors';
import { TestPaymentProvider } from './test-payment.provider';

/**
 * The test payment routes answer 404 for a payment that does not exist (or an id that is no
 * 32 hex digits), and for every payment while YooKassa takes the payments. A guard, so a
 * missing payment is 404 before its form is checked.
 */
@Injectable()
export class TestPaymentGuard implements CanActivate {
  constructor(private readonly provider: TestPaymentProvider) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const id: unknown = context.switchToHttp().getRequest<Request>().params.paymentId;
    const payment =
      this.provider.isActive && typeof id === 'string' ? await this.provider.find(id) : null;
    if (payment === null) throw new PaymentsException(PaymentsErrorCode.NotFound, 'test payment');
    return true;
  }
}
