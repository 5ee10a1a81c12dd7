import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WorkStatus } from '@tutor/contracts';
import { In, type DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { User } from '../users/user.entity';
import { digestMail } from './notification-mail';
import { NotificationMailer } from './notification-mailer.service';
import { NotificationPreferences } from './notification-preferences.service';
import { Notification } from './notification.entity';
import { NotificationsService } from './notifications.service';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How often the reminders and digests are looked for (once across instances). */
export const NOTIFICATION_SWEEP_MS = 5 * 60_000;
/** The daily digest covers what came before this hour (UTC; 17:00 in Moscow). */
export const DIGEST_HOUR_UTC = 14;
/** Reminders made per sweep; the rest wait for the next one. */
const DEADLINE_BATCH = 500;

/** The last digest moment at or before `now`. */
export function digestCutoff(now: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS + DIGEST_HOUR_UTC * HOUR_MS;
  return today <= now ? today : today - DAY_MS;
}

interface DueRow {
  work_id: number;
  student_id: number;
  task_id: number;
  title: string;
  deadline: number | string;
}

/**
 * The scheduled side of notifications: "deadline in 24 hours" once per work (the
 * notification's once_key is the stored marker), and the teachers' daily digest of
 * submitted works (rows are claimed before the mail, so a digest goes out once).
 */
@Injectable()
export class NotificationSweeps implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: ScheduledJobs,
    private readonly notifications: NotificationsService,
    private readonly mailer: NotificationMailer,
    private readonly preferences: NotificationPreferences,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: 'notifications.deadlines',
      intervalMs: NOTIFICATION_SWEEP_MS,
      run: () => this.deadlines(),
    });
    this.jobs.register({
      name: 'notifications.digest',
      intervalMs: NOTIFICATION_SWEEP_MS,
      run: () => this.digests(),
    });
  }

  /** Drafts whose deadline comes within 24 hours get their one reminder; answers how many. */
  async deadlines(): Promise<number> {
    const now = this.clock.now();
    const due: DueRow[] = await this.dataSource.query(
      `SELECT w.id AS work_id, w.student_id AS student_id, t.id AS task_id, t.title AS title,
              t.deadline AS deadline
         FROM works w JOIN tasks t ON t.id = w.task_id
         LEFT JOIN notifications n ON n.once_key = ${this.concat("'deadline_soon:'", 'w.id')}
        WHERE w.status = ${WorkStatus.Draft} AND w.withdrawn_at IS NULL AND t.deleted_at IS NULL
          AND t.deadline > $1 AND t.deadline <= $2 AND n.id IS NULL
        ORDER BY t.deadline LIMIT ${DEADLINE_BATCH}`.replace(/\$(\d)/g, (m) => this.param(m)),
      [now, now + DAY_MS],
    );
    await this.notifications.notifyMany(
      'deadline_soon',
      due.map((row) => ({
        userId: row.student_id,
        workId: row.work_id,
        taskId: row.task_id,
        data: { task_title: row.title, deadline: Number(row.deadline) },
        onceKey: `deadline_soon:${row.work_id}`,
      })),
    );
    return due.length;
  }

  /** Sends each teacher one mail of the submissions waiting since the last cutoff. */
  async digests(): Promise<number> {
    const cutoff = digestCutoff(this.clock.now());
    const rows = this.dataSource.getRepository(Notification);
    const waiting = await rows
      .createQueryBuilder('n')
      .select('n.user_id', 'user_id')
      .where("n.mail = 'digest' AND n.created_at < :cutoff", { cutoff })
      .groupBy('n.user_id')
      .getRawMany<{ user_id: number }>();
    let sent = 0;
    for (const { user_id: userId } of waiting) {
      const items = await rows
        .createQueryBuilder('n')
        .where("n.user_id = :userId AND n.mail = 'digest' AND n.created_at < :cutoff", {
          userId: Number(userId),
          cutoff,
        })
        .orderBy('n.created_at', 'ASC')
        .getMany();
      const claimed = await rows.update(
        { id: In(items.map((item) => item.id)), mail: 'digest' },
        { mail: 'digested' },
      );
      // Another run took them first.
      if ((claimed.affected ?? 0) === 0) continue;
      const teacher = await this.dataSource.getRepository(User).findOneBy({ id: Number(userId) });
      if (teacher === null) continue;
      const locale =
        (await this.preferences.choices([teacher.id], 'work_submitted')).get(teacher.id)?.locale ??
        'ru';
      this.mailer.send(
        digestMail(
          {
            to: teacher.email,
            locale,
            sender: this.mailer.sender(locale),
            unsubscribeUrl: this.mailer.unsubscribeUrl(teacher.id, 'work_submitted'),
          },
          items.map((item) => ({
            data: item.data,
            link: this.mailer.url(`/works/${item.workId ?? ''}`),
          })),
          this.mailer.url('/works'),
        ),
      );
      sent += 1;
    }
    return sent;
  }

  private get postgres(): boolean {
    return this.dataSource.options.type === 'postgres';
  }

  private concat(a: string, b: string): string {
    return this.postgres ? `(${a} || CAST(${b} AS varchar))` : `(${a} || ${b})`;
  }

  private param(placeholder: string): string {
    return this.postgres ? placeholder : '?';
  }
}
