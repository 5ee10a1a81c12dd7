import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Notification } from '../notification.entity';

/**
 * Marks every notification still queued for mail as sent. On PostgreSQL the test files of
 * a worker share one database, and earlier files leave thousands queued (a dispatch to
 * 10,000 students): a file waiting for its own mail must not wait for sending theirs.
 */
export async function forgetQueuedMail(app: INestApplication): Promise<void> {
  await app
    .get(DataSource)
    .getRepository(Notification)
    .update({ mail: 'queued' }, { mail: 'sent' });
}
