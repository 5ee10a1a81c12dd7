import type { Locale } from '../i18n/locale';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Mark, NotificationsFilter, Page } from '@tutor/contracts';
import { In, IsNull, type DataSource, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { insertOrIgnore } from '../database/insert-or-ignore';
import { User } from '../users/user.entity';
import {
  notificationPath,
  type NotificationData,
  type NotificationKind,
} from './notification-kinds';
import { NotificationMailer } from './notification-mailer.service';
import { NotificationPreferences, type MailChoice } from './notification-preferences.service';
import { Notification, type NotificationMail } from './notification.entity';

export { NOTIFICATIONS_PER_PAGE } from '@tutor/contracts';

/** One notification as the bell's list shows it. */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  created_at: number;
  read: boolean;
  work_id: number | null;
  task_id: number | null;
  /** The page it is about, within the app. */
  link: string | null;
  task_title: string;
  actor_name: string | null;
  note: string | null;
  regraded: boolean;
  resubmitted: boolean;
  deadline: number | null;
  version: number | null;
  /** The mark of a checked work. */
  mark: Mark | null;
  /** What was paid, in rubles: a sale, a purchase, a subscription month. */
  amount_rub: number | null;
  /** The provider's fiscal receipt (54-FZ), when it gave a link. */
  receipt_url: string | null;
}

export interface NotificationsPage extends Page<NotificationView> {
  unread: number;
}

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  workId: number | null;
  taskId: number | null;
  data: NotificationData;
  /** Given for what happens once: a second notification with the same key is not made. */
  onceKey?: string;
  /** The language of its mail when the event knows it; else the user's remembered one. */
  locale?: Locale;
}

function toView(row: Notification): NotificationView {
  const { data } = row;
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt,
    read: row.readAt !== null,
    work_id: row.workId,
    task_id: row.taskId,
    link: notificationPath(row.kind, row.workId, data),
    task_title: data.task_title,
    actor_name: data.actor_name ?? null,
    note: data.note ?? null,
    regraded: data.regraded === true,
    resubmitted: data.resubmitted === true,
    deadline: data.deadline ?? null,
    version: data.version ?? null,
    mark: data.mark ?? null,
    amount_rub: data.amount_rub ?? null,
    receipt_url: data.receipt_url ?? null,
  };
}

/**
 * The notifications of each user: made by the listeners and sweeps, read through the
 * API. Mail wanted at once is queued on the row for NotificationMailer.
 */
@Injectable()
export class NotificationsService {
  private readonly rows: Repository<Notification>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly preferences: NotificationPreferences,
    private readonly mailer: NotificationMailer,
    private readonly clock: Clock,
  ) {
    this.rows = dataSource.getRepository(Notification);
  }

  async page(
    user: User,
    page: number,
    perPage: number,
    filter: NotificationsFilter = {},
  ): Promise<NotificationsPage> {
    const [rows, total] = await this.rows.findAndCount({
      where: {
        userId: user.id,
        ...(filter.kind === undefined ? {} : { kind: filter.kind }),
        ...(filter.unread === true ? { readAt: IsNull() } : {}),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    const unread = await this.rows.countBy({ userId: user.id, readAt: IsNull() });
    return { items: rows.map(toView), total, page, per_page: perPage, unread };
  }

  /** Marks the user's own notifications read (ids of others are ignored); answers unread. */
  async markRead(user: User, ids: readonly number[] | 'all'): Promise<{ unread: number }> {
    const where =
      ids === 'all'
        ? { userId: user.id, readAt: IsNull() }
        : { userId: user.id, readAt: IsNull(), id: In([...ids]) };
    if (ids === 'all' || ids.length > 0) {
      await this.rows.update(where, { readAt: this.clock.now() });
    }
    return { unread: await this.rows.countBy({ userId: user.id, readAt: IsNull() }) };
  }

  async notify(input: NewNotification): Promise<void> {
    await this.notifyMany(input.kind, [input]);
  }

  /**
   * Makes notifications of one kind in a few statements (a dispatch makes hundreds at
   * once); one with a once key already made is skipped. Their mail is queued.
   */
  async notifyMany(
    kind: NotificationKind,
    inputs: readonly Omit<NewNotification, 'kind'>[],
  ): Promise<void> {
    if (inputs.length === 0) return;
    const keys = inputs.flatMap((input) => (input.onceKey === undefined ? [] : [input.onceKey]));
    const made =
      keys.length === 0
        ? new Set<string>()
        : new Set(
            (await this.rows.find({ select: { onceKey: true }, where: { onceKey: In(keys) } })).map(
              (row) => row.onceKey,
            ),
          );
    const fresh = inputs.filter((input) => input.onceKey === undefined || !made.has(input.onceKey));
    if (fresh.length === 0) return;
    const choices = await this.preferences.choices(
      [...new Set(fresh.map((input) => input.userId))],
      kind,
    );
    const now = this.clock.now();
    const rows = fresh.map((input) => ({
      userId: input.userId,
      kind,
      workId: input.workId,
      taskId: input.taskId,
      data: input.data,
      onceKey: input.onceKey ?? null,
      locale: input.locale ?? null,
      mail: mailState(kind, choices.get(input.userId)),
      createdAt: now,
      readAt: null,
    }));
    // A key made meanwhile by another run is ignored, not an error.
    await insertOrIgnore(this.dataSource, Notification, rows);
    if (rows.some((row) => row.mail === 'queued')) this.mailer.kick();
  }
}

function mailState(kind: NotificationKind, choice: MailChoice | undefined): NotificationMail {
  if (choice !== undefined && !choice.mail) return 'none';
  return kind === 'work_submitted' && choice?.delivery === 'digest' ? 'digest' : 'queued';
}
