import { Body, Controller, Delete, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import type { WorkView } from '@tutor/contracts';
import { CurrentUser } from '../../access/current-user.decorator';
import { TeacherOnly } from '../../access/route-access';
import type { User } from '../../users/user.entity';
import { CheckWorkDto } from '../dto/check-work.dto';
import { ReturnWorkDto } from '../dto/return-work.dto';
import { WorkId } from '../../common/http/route-id.decorator';
import { WorkCheck } from './work-check.service';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { WorkViewSchema } from '../../common/openapi/schemas/works.schema';
import { ApiConflictResponse } from '@nestjs/swagger';

/** The teacher checking a work. */
@Controller('api/works')
export class WorkCheckController {
  constructor(private readonly checks: WorkCheck) {}

  @Post(':workId/open')
  @HttpCode(HttpStatus.OK)
  @TeacherOnly()
  @ApiAnswer(WorkViewSchema)
  @ApiConflictResponse({ description: 'the work changed meanwhile or no longer allows this' })
  open(@CurrentUser() teacher: User, @WorkId() workId: number): Promise<WorkView> {
    return this.checks.open(teacher, workId);
  }

  @Put(':workId/check')
  @TeacherOnly()
  @ApiAnswer(WorkViewSchema)
  @ApiConflictResponse({ description: 'the work changed meanwhile or no longer allows this' })
  check(
    @CurrentUser() teacher: User,
    @WorkId() workId: number,
    @Body() body: CheckWorkDto,
  ): Promise<WorkView> {
    return this.checks.check(teacher, workId, body);
  }

  @Post(':workId/return')
  @HttpCode(HttpStatus.OK)
  @TeacherOnly()
  @ApiAnswer(WorkViewSchema)
  @ApiConflictResponse({ description: 'the work changed meanwhile or no longer allows this' })
  returnForRework(
    @CurrentUser() teacher: User,
    @WorkId() workId: number,
    @Body() body: ReturnWorkDto,
  ): Promise<WorkView> {
    return this.checks.returnForRework(teacher, workId, body);
  }

  @Delete(':workId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @TeacherOnly()
  @ApiConflictResponse({ description: 'the work changed meanwhile or no longer allows this' })
  withdraw(@CurrentUser() teacher: User, @WorkId() workId: number): Promise<void> {
    return this.checks.withdraw(teacher, workId);
  }
}
