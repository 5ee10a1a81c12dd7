import { Controller, Get, Header, Param } from '@nestjs/common';
import type { InviteInfo } from '@tutor/contracts';
import { Public } from '../common/access/public.decorator';
import { AccessException } from '../common/errors/access.exception';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { InviteInfoSchema } from '../common/openapi/schemas/students.schema';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { StudentJoinService } from './student-join.service';

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
    const teacher = await this.joining.teacherOfInvite(code.trim());
    if (teacher === null) throw AccessException.notFound();
    return { teacher: { first_name: teacher.firstName } };
  }
}
