import { Controller, Get, Header, Param } from '@nestjs/common';
import type { InviteInfo } from '@tutor/contracts';
import { Public } from '../common/access/public.decorator';
import { AccessException } from '../common/errors/access.exception';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { InviteInfoSchema } from '../common/openapi/schemas/students.schema';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { StudentJoinService } from './student-join.service';

/** What an invite code looks like (base64url of random bytes); anything else is unknown. */
const INVITE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

@Controller('api/invites')
export class InviteLookupController {
  constructor(private readonly joining: StudentJoinService) {}

  /**
   * Public: who invites, for the invite page. The teacher's first name only; 404 for an
   * unknown or replaced code. Rate limited: codes are 128 random bits, not to be guessed.
   */
  @Get(':code')
  @Public()
  @RateLimit()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(InviteInfoSchema)
  async lookup(@Param('code') code: string): Promise<InviteInfo> {
    const trimmed = code.trim();
    if (!INVITE_CODE.test(trimmed)) throw AccessException.notFound();
    const teacher = await this.joining.teacherOfInvite(trimmed);
    if (teacher === null) throw AccessException.notFound();
    return { teacher: { first_name: teacher.firstName } };
  }
}
