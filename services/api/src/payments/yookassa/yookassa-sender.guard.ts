import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { inIpRanges } from '../../config/ip-ranges';
import { clientIp } from '../../throttle/client-ip';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors';

/**
 * Lets through only senders inside YOOKASSA_NOTIFICATION_IPS (the client address honours
 * TRUST_PROXY); anyone else gets 403 before the body is even read.
 */
@Injectable()
export class YooKassaSenderGuard implements CanActivate {
  private readonly logger = new Logger(YooKassaSenderGuard.name);

  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const address = clientIp(context.switchToHttp().getRequest<Request>());
    if (inIpRanges(this.config.yookassa.notificationIps, address)) return true;
    this.logger.warn({ address }, 'A YooKassa notification from an address outside the list');
    throw new PaymentsException(PaymentsErrorCode.SenderRefused, address);
  }
}
