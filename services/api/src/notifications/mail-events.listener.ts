import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isLocale, type Locale } from '../i18n/locale';
import { MailEvents, type MailEvent } from '../mail/mail.events';
import { Material } from '../marketplace/material.entity';
import { PurchaseRecord } from '../marketplace/purchases/purchase.entity';
import { SubscriptionCharge } from '../subscriptions/subscription-charge.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { NotificationPreference } from './notification-preference.entity';
import { NotificationsService } from './notifications.service';

/** A stored language, if it is one the mail is written in. */
const knownLocale = (value: string | null | undefined): Locale | undefined =>
  value !== null && value !== undefined && isLocale(value) ? value : undefined;

/**
 * The account's own news as notifications, each mailed (NotificationMailer): a password
 * changed, a receipt for a purchase or a subscription month, a sale to the author. A
 * payment's are keyed by the payment, so a retried event makes no second one. A receipt is
 * written in the language the buyer paid in (the purchase's or the subscription's), a sale
 * in the author's remembered language, else the one of their last subscription call.
 */
@Injectable()
export class MailEventsListener implements OnModuleInit {
  constructor(
    private readonly events: MailEvents,
    private readonly notifications: NotificationsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event) => this.handle(event));
  }

  private async handle(event: MailEvent): Promise<void> {
    switch (event.type) {
      case 'password_changed':
        return this.notifications.notify({
          userId: event.userId,
          kind: 'password_changed',
          workId: null,
          taskId: null,
          data: { task_title: '' },
          onceKey: `password_changed:${event.userId}:${event.at}`,
        });
      case 'purchase_paid':
        return this.purchasePaid(event);
      case 'subscription_paid':
        return this.subscriptionPaid(event);
    }
  }

  /** The buyer's receipt and the author's sale, for the payment that granted the purchase. */
  private async purchasePaid(event: Extract<MailEvent, { type: 'purchase_paid' }>): Promise<void> {
    const purchase = await this.dataSource
      .getRepository(PurchaseRecord)
      .findOneBy({ id: event.purchaseId });
    // another payment granted it: this one is an extra charge, refunded, not a sale
    if (purchase === null || purchase.paymentId !== event.paymentId) return;
    const material = await this.dataSource
      .getRepository(Material)
      .findOne({ where: { id: purchase.materialId }, withDeleted: true });
    if (material === null) return;
    const data = {
      task_title: material.title,
      material_id: material.id,
      amount_rub: event.amountRub,
    };
    const about = { workId: null, taskId: null, data };
    await this.notifications.notify({
      ...about,
      userId: purchase.buyerId,
      kind: 'purchase_paid',
      onceKey: `purchase_paid:${event.paymentId}`,
      locale: knownLocale(purchase.locale),
    });
    await this.notifications.notify({
      ...about,
      userId: material.authorId,
      kind: 'material_sold',
      onceKey: `material_sold:${event.paymentId}`,
      locale: await this.authorLocale(material.authorId),
    });
  }

  private async subscriptionPaid(
    event: Extract<MailEvent, { type: 'subscription_paid' }>,
  ): Promise<void> {
    const charge = await this.dataSource
      .getRepository(SubscriptionCharge)
      .findOneBy({ id: event.chargeId });
    // a referral-priced payment that came second is refunded, not a month paid
    if (charge?.status !== 'succeeded') return;
    const subscription = await this.dataSource
      .getRepository(Subscription)
      .findOneBy({ id: charge.subscriptionId });
    if (subscription === null) return;
    await this.notifications.notify({
      userId: subscription.teacherId,
      kind: 'subscription_paid',
      workId: null,
      taskId: null,
      data: { task_title: '', amount_rub: event.amountRub },
      onceKey: `subscription_paid:${event.paymentId}`,
      locale: knownLocale(subscription.locale),
    });
  }

  /**
   * The author's language when nothing remembers it for their mail (they never read their
   * notifications): the one of their last subscription call, as a seller has one.
   */
  private async authorLocale(authorId: number): Promise<Locale | undefined> {
    const preference = await this.dataSource
      .getRepository(NotificationPreference)
      .findOneBy({ userId: authorId });
    if (preference !== null) return undefined;
    const subscription = await this.dataSource
      .getRepository(Subscription)
      .findOneBy({ teacherId: authorId });
    return knownLocale(subscription?.locale);
  }
}
