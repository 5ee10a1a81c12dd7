import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import type { YooKassaNotificationDto } from '../dto/yookassa-notification.dto';
import { PaymentEvent } from '../payment-event.entity';
import { PaymentHints } from '../payment-hints.service';

/**
 * A YooKassa notification: stored as it came, then taken as a hint to ask YooKassa about
 * the payment (GET /payments/{id}); nothing in the notification itself is believed.
 */
@Injectable()
export class YooKassaNotifications {
  constructor(
    @InjectRepository(PaymentEvent) private readonly events: Repository<PaymentEvent>,
    private readonly hints: PaymentHints,
    private readonly clock: Clock,
  ) {}

  async receive(
    notification: YooKassaNotificationDto,
    rawBody: unknown,
    remoteAddress: string,
  ): Promise<void> {
    const { event, object } = notification;
    const isPayment = event.startsWith('payment.');
    const providerPaymentId = isPayment ? object.id : (object.payment_id ?? null);
    await this.events.insert({
      provider: 'yookassa',
      providerPaymentId,
      event,
      body: JSON.stringify(rawBody),
      remoteAddress: remoteAddress.slice(0, 64),
      receivedAt: this.clock.now(),
    });
    if (isPayment) this.hints.hint('yookassa', object.id);
  }
}
