import { Controller, Delete, Get, Header, HttpCode, HttpStatus } from '@nestjs/common';
import type { StudentSummary } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import type { User } from '../users/user.entity';
import { RouteId } from '../common/http/route-id.decorator';
import { TeacherStudentsService } from './teacher-students.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { arrayOf } from '../common/openapi/json-schema';
import { StudentSummarySchema } from '../common/openapi/schemas/students.schema';

@Controller('api/students')
export class StudentsController {
  constructor(private readonly students: TeacherStudentsService) {}

  /** The teacher's students, the latest to join first. */
  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(arrayOf(StudentSummarySchema))
  list(@CurrentUser() teacher: User): Promise<StudentSummary[]> {
    return this.students.list(teacher.id);
  }

  /** The student leaves the teacher and the teacher's groups; their works stay. */
  @Delete(':studentId')
  @TeacherOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() teacher: User, @RouteId('studentId') studentId: number): Promise<void> {
    return this.students.remove(teacher.id, studentId);
  }
}
