import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
} from '@nestjs/common';
import type { Subject } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import type { User } from '../users/user.entity';
import { SubjectDto } from './dto/subject.dto';
import { StarterSubjectsDto } from './dto/starter-subjects.dto';
import { SubjectsService } from './subjects.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { arrayOf } from '../common/openapi/json-schema';
import { SubjectSchema } from '../common/openapi/schemas/subjects.schema';

@Controller('api/subjects')
export class SubjectsController {
  constructor(private readonly subjects: SubjectsService) {}

  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(arrayOf(SubjectSchema))
  list(@CurrentUser() teacher: User): Promise<Subject[]> {
    return this.subjects.list(teacher.id);
  }

  @Post()
  @TeacherOnly()
  @ApiAnswer(SubjectSchema)
  create(@CurrentUser() teacher: User, @Body() body: SubjectDto): Promise<Subject> {
    return this.subjects.create(teacher.id, body.name);
  }

  /** The starter subjects (the catalogue's) the teacher chose; names they have are skipped. */
  @Post('starter')
  @TeacherOnly()
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(arrayOf(SubjectSchema))
  addStarter(@CurrentUser() teacher: User, @Body() body: StarterSubjectsDto): Promise<Subject[]> {
    return this.subjects.addStarter(teacher.id, body.names);
  }

  @Patch(':subjectId')
  @TeacherOnly()
  @ApiAnswer(SubjectSchema)
  rename(
    @CurrentUser() teacher: User,
    @RouteId('subjectId') subjectId: number,
    @Body() body: SubjectDto,
  ): Promise<Subject> {
    return this.subjects.rename(teacher.id, subjectId, body.name);
  }

  /** The subject's tasks stay, without a subject. */
  @Delete(':subjectId')
  @TeacherOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() teacher: User, @RouteId('subjectId') subjectId: number): Promise<void> {
    return this.subjects.remove(teacher.id, subjectId);
  }
}
