import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ROLE_TEACHER } from '@tutor/contracts';
import { In, type DataSource, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locale';
import { insertOrIgnore } from '../database/insert-or-ignore';
import type { User } from '../users/user.entity';
import {
  STUDENT_KINDS,
  TEACHER_KINDS,
  isNotificationMailKind,
  type NotificationKind,
  type NotificationMailKind,
  type SubmittedDelivery,
} from './notification-kinds';
import { NotificationPreference } from './notification-preference.entity';

/** The entity's column of each kind's mail switch. */
const COLUMN: Record<
  NotificationMailKind,
  | 'taskReceived'
  | 'workSubmitted'
  | 'workChecked'
  | 'workReturned'
  | 'deadlineSoon'
  | 'commentAdded'
  | 'materialUpdated'
> = {
  task_received: 'taskReceived',
  work_submitted: 'workSubmitted',
  work_checked: 'workChecked',
  work_returned: 'workReturned',
  deadline_soon: 'deadlineSoon',
  comment_added: 'commentAdded',
  material_updated: 'materialUpdated',
};

/** GET/PUT /api/notifications/preferences: mail per kind of the user's role. */
export interface NotificationPreferencesView {
  kinds: NotificationMailKind[];
  mail: Partial<Record<NotificationMailKind, boolean>>;
  /** Only for a teacher. */
  submitted_delivery?: SubmittedDelivery;
}

export interface PreferencesChange {
  mail?: Partial<Record<NotificationMailKind, boolean>>;
  submitted_delivery?: SubmittedDelivery;
}

/** What a recipient wants mailed and in which language. */
export interface MailChoice {
  mail: boolean;
  locale: Locale;
  delivery: SubmittedDelivery;
}

export function kindsOfRole(role: number): readonly NotificationMailKind[] {
  return role === ROLE_TEACHER ? TEACHER_KINDS : STUDENT_KINDS;
}

/**
 * Each user's row, made with the defaults (every mail on, submitted works at once, ru)
 * the first time it is needed.
 */
@Injectable()
export class NotificationPreferences {
  private readonly rows: Repository<NotificationPreference>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.rows = dataSource.getRepository(NotificationPreference);
  }

  async view(user: User): Promise<NotificationPreferencesView> {
    const row = await this.row(user.id);
    const kinds = [...kindsOfRole(user.role)];
    const mail = Object.fromEntries(kinds.map((kind) => [kind, row[COLUMN[kind]]]));
    return user.role === ROLE_TEACHER
      ? { kinds, mail, submitted_delivery: row.submittedDelivery }
      : { kinds, mail };
  }

  async change(user: User, change: PreferencesChange): Promise<NotificationPreferencesView> {
    await this.row(user.id);
    const kinds = kindsOfRole(user.role);
    const update: Partial<NotificationPreference> = { updatedAt: this.clock.now() };
    for (const kind of kinds) {
      const on = change.mail?.[kind];
      if (on !== undefined) update[COLUMN[kind]] = on;
    }
    if (change.submitted_delivery !== undefined && user.role === ROLE_TEACHER) {
      update.submittedDelivery = change.submitted_delivery;
    }
    await this.rows.update({ userId: user.id }, update);
    return this.view(user);
  }

  /** The unsubscribe link: that kind's mail off. */
  async turnOff(userId: number, kind: NotificationMailKind): Promise<void> {
    await this.row(userId);
    await this.rows.update({ userId }, { [COLUMN[kind]]: false, updatedAt: this.clock.now() });
  }

  /** Mail goes out in the language of the user's last request to the notifications API. */
  async rememberLocale(userId: number, locale: Locale): Promise<void> {
    const row = await this.row(userId);
    if (row.locale !== locale) await this.rows.update({ userId }, { locale });
  }

  /** The language the user's mail is written in. */
  async localeOf(userId: number): Promise<Locale> {
    const row = await this.rows.findOneBy({ userId });
    return row !== null && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  }

  /** Each user's choice for a kind; a user without a row has the defaults. */
  async choices(
    userIds: readonly number[],
    kind: NotificationKind,
  ): Promise<Map<number, MailChoice>> {
    const rows = userIds.length === 0 ? [] : await this.rows.findBy({ userId: In([...userIds]) });
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    return new Map(
      userIds.map((userId) => {
        const row = byUser.get(userId);
        const choice: MailChoice =
          row === undefined
            ? { mail: true, locale: DEFAULT_LOCALE, delivery: 'instant' }
            : {
                // the account's own news has no switch: always mailed
                mail: isNotificationMailKind(kind) ? row[COLUMN[kind]] : true,
                locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
                delivery: row.submittedDelivery,
              };
        return [userId, choice];
      }),
    );
  }

  private async row(userId: number): Promise<NotificationPreference> {
    const found = await this.rows.findOneBy({ userId });
    if (found !== null) return found;
    await insertOrIgnore(this.dataSource, NotificationPreference, {
      userId,
      locale: DEFAULT_LOCALE,
      updatedAt: this.clock.now(),
    });
    return this.rows.findOneByOrFail({ userId });
  }
}
