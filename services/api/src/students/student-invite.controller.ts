import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { InviteLink, JoinAnswer } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { StudentOnly, TeacherOnly } from '../access/route-access';
import { RateLimit } from '../throttle/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { JoinDto } from './dto/join.dto';
import { StudentJoinService } from './student-join.service';
import { TeacherInvitesService } from './teacher-invites.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { InviteLinkSchema, JoinAnswerSchema } from '../common/openapi/schemas/students.schema';
import { StudentsErrorCode, StudentsException } from './students.errors';

@Controller('api/students')
export class StudentInviteController {
  constructor(
    private readonly invites: TeacherInvitesService,
    private readonly joining: StudentJoinService,
  ) {}

  /** The teacher's invite link (made on first use). */
  @Get('invite')
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(InviteLinkSchema)
  link(@CurrentUser() teacher: User): Promise<InviteLink> {
    return this.invites.linkOf(teacher.id);
  }

  /** A new invite link; the old one stops working. */
  @Post('invite')
  @TeacherOnly()
  @ApiAnswer(InviteLinkSchema)
  regenerate(@CurrentUser() teacher: User): Promise<InviteLink> {
    return this.invites.regenerate(teacher.id);
  }

  /** A signed-in student opens a teacher's invite link: they join that teacher. */
  @Post('join')
  @StudentOnly()
  @RateLimit()
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(JoinAnswerSchema)
  async join(@CurrentUser() student: User, @Body() body: JoinDto): Promise<JoinAnswer> {
    const teacher = await this.joining.joinByInvite(student.id, body.invite);
    if (teacher === null) {
      throw new StudentsException(StudentsErrorCode.InviteInvalid);
    }
    return { teacher: { id: teacher.id, first_name: teacher.firstName } };
  }
}
