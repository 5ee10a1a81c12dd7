import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import type { WorkSummary, WorkView } from '@tutor/contracts';
import { StudentOnly } from '../auth/signed-in-as.decorator';
import { CurrentUser } from '../auth/signed-in.decorator';
import type { User } from '../users/user.entity';
import { SaveAnswersDto } from './dto/save-answers.dto';
import { SubmitWorkDto } from './dto/submit-work.dto';
import { WorkId } from '../common/http/route-id.decorator';
import { StudentWorks } from './student-works.service';
import { WorkAnswers } from './work-answers.service';

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
  list(@CurrentUser() student: User): Promise<WorkSummary[]> {
    return this.works.list(student);
  }

  @Post(':workId/start')
  @HttpCode(HttpStatus.OK)
  @StudentOnly()
  start(@CurrentUser() student: User, @WorkId() workId: number): Promise<WorkView> {
    return this.works.start(student, workId);
  }

  @Put(':workId/answers')
  @StudentOnly()
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
  submit(
    @CurrentUser() student: User,
    @WorkId() workId: number,
    @Body() body: SubmitWorkDto,
  ): Promise<WorkView> {
    return this.works.submit(student, workId, body.version);
  }

  @Post(':workId/attempts')
  @StudentOnly()
  newAttempt(@CurrentUser() student: User, @WorkId() workId: number): Promise<WorkView> {
    return this.works.newAttempt(student, workId);
  }
}
