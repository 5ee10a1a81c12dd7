import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { In, type DataSource, type Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { MailService, type MailMessage } from '../mail/mail.service';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { User } from '../users/user.entity';
import { accountMail } from './account-mail';
import {
  isNotificationMailKind,
  notificationPath,
  type NotificationMailKind,
} from './notification-kinds';
import { notificationMail } from './notification-mail';
import { NotificationPreferences } from './notification-preferences.service';
import { Notification } from './notification.entity';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/** Rows taken per round of the drain. */
const BATCH = 50;
/** How often queued mail left by a stopped instance is looked for. */
export const MAIL_QUEUE_SWEEP_MS = 60_000;

/**
 * Mail of notifications. A notification that wants mail is stored with mail = 'queued'
 * (the row is the queue, so a dispatch to thousands of students is not held up by their
 * mail, and nothing is lost when the process stops); the drain claims each row
 * ('queued' → 'sent', one claimer wins) and hands the message to the mail outbox.
 */
@Injectable()
export class NotificationMailer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(NotificationMailer.name);
  private readonly rows: Repository<Notification>;
  private draining: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly extra = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly preferences: NotificationPreferences,
    private readonly tokens: UnsubscribeTokens,
    private readonly config: AppConfig,
    private readonly jobs: ScheduledJobs,
  ) {
    this.rows = dataSource.getRepository(Notification);
  }

  onModuleInit(): void {
    this.jobs.register({
      name: 'notifications.mail',
      intervalMs: MAIL_QUEUE_SWEEP_MS,
      run: () => {
        this.kick();
        return this.draining ?? Promise.resolve();
      },
    });
  }

  /** Starts the drain (or makes the running one look again). */
  kick(): void {
    if (this.stopped) return;
    if (this.draining !== undefined) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => this.logger.error({ err: error }, 'Notification mail failed'))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once the queued mail and the other sends started so far are out (tests). */
  async settled(): Promise<void> {
    while (this.draining !== undefined || this.extra.size > 0) {
      await Promise.all([this.draining, ...this.extra]);
    }
  }

  async onModuleDestroy(): Promise<void> {
    // What is still queued goes out from the next instance that runs the sweep.
    this.stopped = true;
    await Promise.all([this.draining, ...this.extra]);
  }

  /** A mail outside the queue (the digest, already claimed): stored, not awaited. */
  send(message: MailMessage): void {
    const sending: Promise<void> = this.mail
      .send(message)
      .catch((error: unknown) => this.logger.error({ err: error }, 'Could not store a digest'))
      .finally(() => this.extra.delete(sending));
    this.extra.add(sending);
  }

  url(path: string): string {
    return `${this.config.appUrl.replace(/\/$/, '')}${path}`;
  }

  unsubscribeUrl(userId: number, kind: NotificationMailKind): string {
    const token = this.tokens.sign({ userId, kind });
    return this.url(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
  }

  sender(locale: Locale): string {
    return this.config.logoTitle ?? translate('app.title', locale);
  }

  /** A notification's mail: a switchable kind's with its unsubscribe link, or the account's. */
  private async messageOf(row: Notification, to: string): Promise<MailMessage> {
    const choice = (await this.preferences.choices([row.userId], row.kind)).get(row.userId);
    // the event's own language (a receipt: the one the buyer paid in) comes first
    const locale =
      row.locale !== null && isLocale(row.locale) ? row.locale : (choice?.locale ?? DEFAULT_LOCALE);
    const link = this.url(notificationPath(row.kind, row.workId, row.data) ?? '/');
    const { kind, data } = row;
    const sender = this.sender(locale);
    if (!isNotificationMailKind(kind)) {
      return accountMail({ to, locale, kind, sender, data, link, at: row.createdAt });
    }
    const unsubscribeUrl = this.unsubscribeUrl(row.userId, kind);
    return notificationMail({ to, locale, kind, sender, unsubscribeUrl, data, link });
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const batch = await this.rows.find({
        where: { mail: 'queued' },
        order: { id: 'ASC' },
        take: BATCH,
      });
      if (batch.length === 0) return;
      const userIds = [...new Set(batch.map((row) => row.userId))];
      const users = await this.dataSource.getRepository(User).findBy({ id: In(userIds) });
      const emails = new Map(users.map((user) => [user.id, user.email]));
      for (const row of batch) {
        if (this.stopped) return;
        const claimed = await this.rows.update({ id: row.id, mail: 'queued' }, { mail: 'sent' });
        const to = emails.get(row.userId);
        if ((claimed.affected ?? 0) === 0 || to === undefined) continue;
        await this.mail.send(await this.messageOf(row, to));
        await nextTurn();
      }
    }
  }
}
