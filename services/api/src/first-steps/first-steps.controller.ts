import { Controller, Get, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { FirstSteps } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { FirstStepsSchema } from '../common/openapi/schemas/first-steps.schema';
import type { User } from '../users/user.entity';
import { FirstStepsService } from './first-steps.service';

/** /api/first-steps: the start card of a new teacher's task list. */
@Controller('api/first-steps')
export class FirstStepsController {
  constructor(private readonly firstSteps: FirstStepsService) {}

  /** Which of the three steps are done, the task to send next, and whether it is hidden. */
  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(FirstStepsSchema)
  status(@CurrentUser() teacher: User): Promise<FirstSteps> {
    return this.firstSteps.of(teacher.id);
  }

  /** Hides the card for good (on every device); answers the steps as GET does. */
  @Post('hide')
  @HttpCode(HttpStatus.OK)
  @TeacherOnly()
  @ApiAnswer(FirstStepsSchema)
  hide(@CurrentUser() teacher: User): Promise<FirstSteps> {
    return this.firstSteps.hide(teacher.id);
  }
}
