import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DISPATCH_PREVIEW_STUDENTS, type DispatchPreview } from '@tutor/contracts';
import { In, type DataSource } from 'typeorm';
import { User } from '../users/user.entity';
import { DispatchRecipients } from './dispatch-recipients.service';
import type { StoredDispatchTarget } from './dispatch-job.entity';

/** Whom a send would reach now: what the send form shows before anything is sent. */
@Injectable()
export class DispatchPreviews {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly recipients: DispatchRecipients,
  ) {}

  /** Recipient ids of a checked target now (a deleted group reaches nobody). */
  async recipientIds(teacherId: number, target: StoredDispatchTarget): Promise<number[]> {
    const resolved = await this.recipients.resolve(teacherId, target);
    return resolved.kind === 'students' ? resolved.ids : [];
  }

  async preview(
    teacherId: number,
    target: StoredDispatchTarget,
    onlyNew: boolean,
  ): Promise<DispatchPreview> {
    const ids = await this.recipientIds(teacherId, target);
    const shown = ids.slice(0, DISPATCH_PREVIEW_STUDENTS);
    const users =
      shown.length === 0
        ? []
        : await this.dataSource.getRepository(User).find({
            where: { id: In(shown) },
            select: { id: true, firstName: true },
          });
    const students = users
      .map((user) => ({ id: user.id, first_name: user.firstName }))
      .sort((a, b) => a.first_name.localeCompare(b.first_name) || a.id - b.id);
    return { recipients: ids.length, students, only_new: onlyNew };
  }
}
