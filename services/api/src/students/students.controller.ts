import { Controller, Delete, Get, Header, HttpCode, HttpStatus } from '@nestjs/common';
import type { StudentSummary } from '@tutor/contracts';
import { TeacherOnly } from '../auth/signed-in-as.decorator';
import { CurrentUser } from '../auth/signed-in.decorator';
import type { User } from '../users/user.entity';
import { RouteId } from '../common/http/route-id.decorator';
import { TeacherStudentsService } from './teacher-students.service';

@Controller('api/students')
export class StudentsController {
  constructor(private readonly students: TeacherStudentsService) {}

  /** The teacher's students, the latest to join first. */
  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
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
