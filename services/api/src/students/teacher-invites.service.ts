import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { INVITE_CODE_MAX, invitePath, type InviteLink } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { TeacherInvite } from './teacher-invite.entity';

/** 128 random bits, URL-safe: 22 characters nobody guesses. */
function newCode(): string {
  return randomBytes(16).toString('base64url');
}

/** A teacher's one invite code: made on first use, replaced on request. */
@Injectable()
export class TeacherInvitesService {
  constructor(
    @InjectRepository(TeacherInvite) private readonly invites: Repository<TeacherInvite>,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The teacher's link, made now if they have none (two first calls agree on one code). */
  async linkOf(teacherId: number): Promise<InviteLink> {
    const existing = await this.invites.findOneBy({ teacherId });
    if (existing !== null) return this.link(existing.code);
    await this.invites
      .createQueryBuilder()
      .insert()
      .values({ teacherId, code: newCode(), createdAt: this.clock.now() })
      .orIgnore()
      .execute();
    const made = await this.invites.findOneByOrFail({ teacherId });
    return this.link(made.code);
  }

  /** A new code; the old link stops working. */
  async regenerate(teacherId: number): Promise<InviteLink> {
    const code = newCode();
    await this.invites.upsert({ teacherId, code, createdAt: this.clock.now() }, ['teacherId']);
    return this.link(code);
  }

  /** The teacher a code belongs to; null for an unknown or replaced code. */
  async teacherIdOf(code: string): Promise<number | null> {
    if (code === '' || code.length > INVITE_CODE_MAX) return null;
    const invite = await this.invites.findOneBy({ code });
    return invite?.teacherId ?? null;
  }

  private link(code: string): InviteLink {
    return { code, url: `${this.config.appUrl}${invitePath(code)}` };
  }
}
