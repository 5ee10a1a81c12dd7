import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { subscriptionMail, type SubscriptionMailKind } from './subscription.mail';
import type { Subscription } from './subscription.entity';

/** The renewal's mails to a teacher, in the language of their last subscription call. */
@Injectable()
export class SubscriptionMails {
  private readonly logger = new Logger(SubscriptionMails.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Hands the mail to the outbox; a failure to store it is logged, never thrown. The
   * amount is the plan's price unless given (a refund's).
   */
  async send(
    row: Subscription,
    kind: SubscriptionMailKind,
    at: number,
    amountRub = this.config.subscriptions.priceRub,
  ): Promise<void> {
    const teacher = await this.users.findOneBy({ id: row.teacherId });
    if (teacher === null) return;
    const locale = this.localeOf(row);
    try {
      await this.mail.send(
        subscriptionMail({
          to: teacher.email,
          locale,
          kind,
          at,
          amountRub,
          method: row.paymentMethodTitle ?? translate('subscriptions.mail.saved_method', locale),
          link: `${this.config.appUrl}/settings#subscription`,
          sender: this.config.logoTitle ?? translate('app.title', locale),
        }),
      );
    } catch (error) {
      this.logger.error({ err: error, subscriptionId: row.id, kind }, 'Could not queue a mail');
    }
  }

  /** What a renewal charge is for, as the provider shows it. */
  description(row: Subscription): string {
    return translate('subscriptions.payment_description', this.localeOf(row));
  }

  private localeOf(row: Subscription): Locale {
    return isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  }
}
