import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import type { WorkSummary, WorkView } from '@tutor/contracts';
import { CurrentUser } from '../../access/current-user.decorator';
import { StudentOnly } from '../../access/route-access';
import type { User } from '../../users/user.entity';
import { SaveAnswersDto } from '../dto/save-answers.dto';
import { SubmitWorkDto } from '../dto/submit-work.dto';
import { WorksListQueryDto } from '../dto/works-list-query.dto';
import { WorkId } from '../../common/http/route-id.decorator';
import { StudentWorks } from './student-works.service';
import { WorkAnswers } from './work-answers.service';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { arrayOf } from '../../common/openapi/json-schema';
import {
  WorkSummarySchema,
  WorkVersionSchema,
  WorkViewSchema,
} from '../../common/openapi/schemas/works.schema';
import { ApiConflictResponse } from '@nestjs/swagger';

/** The student's works: the list, doing one, submitting, another attempt. */
@Controller('api/works')
export class StudentWorksController {
  constructor(
    private readonly works: StudentWorks,
    private readonly answers: WorkAnswers,
  ) {}

  @Get()
  @StudentOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(arrayOf(WorkSummarySchema))
  list(@CurrentUser() student: User, @Query() query: WorksListQueryDto): Promise<WorkSummary[]> {
    return this.works.list(student, query.view);
  }

  @Post(':workId/start')
  @HttpCode(HttpStatus.OK)
  @StudentOnly()
  @ApiAnswer(WorkViewSchema)
  @ApiConflictResponse({ description: 'the work changed meanwhile or no longer allows this' })
  start(@CurrentUser() student: User, @WorkId() workId: number): Promise<WorkView> {
    return this.works.start(student, workId);
  }

  @Put(':workId/answers')
  @StudentOnly()
  @ApiAnswer(WorkVersionSchema)
  @ApiConflictResponse({ description: 'the work changed meanwhile or no longer allows this' })
  save(
    @CurrentUser() student: User,
    @WorkId() workId: number,
    @Body() body: SaveAnswersDto,
  ): Promise<{ version: number }> {
    return this.answers.save(student, workId, body);
  }

  @Post(':workId/submit')
  @HttpCode(HttpStatus.OK)
  @StudentOnly()
  @ApiAnswer(WorkViewSchema)
  @ApiConflictResponse({ description: 'the work changed meanwhile or no longer allows this' })
  submit(
    @CurrentUser() student: User,
    @WorkId() workId: number,
    @Body() body: SubmitWorkDto,
  ): Promise<WorkView> {
    return this.works.submit(student, workId, body.version);
  }

  @Post(':workId/attempts')
  @StudentOnly()
  @ApiAnswer(WorkViewSchema)
  @ApiConflictResponse({ description: 'the work changed meanwhile or no longer allows this' })
  newAttempt(@CurrentUser() student: User, @WorkId() workId: number): Promise<WorkView> {
    return this.works.newAttempt(student, workId);
  }
}
