import { Controller, Get, Header } from '@nestjs/common';
import type { StudentOverview } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { StudentOverviewSchema } from '../common/openapi/schemas/student-overview.schema';
import type { User } from '../users/user.entity';
import { StudentOverviewService } from './student-overview.service';

/**
 * The teacher's page of one student. It lives with the journal (whose averages and cells it
 * reuses) under the students' path; 404 for a student who is not the teacher's.
 */
@Controller('api/students')
export class StudentOverviewController {
  constructor(private readonly overviews: StudentOverviewService) {}

  @Get(':studentId/overview')
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(StudentOverviewSchema)
  read(
    @CurrentUser() teacher: User,
    @RouteId('studentId') studentId: number,
  ): Promise<StudentOverview> {
    return this.overviews.overview(teacher.id, studentId);
  }
}
