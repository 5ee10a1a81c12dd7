import { Controller, Get, Header, Query } from '@nestjs/common';
import type { CheckQueueItem, Page } from '@tutor/contracts';
import { CurrentUser } from '../../access/current-user.decorator';
import { TeacherOnly } from '../../access/route-access';
import type { User } from '../../users/user.entity';
import { CheckQueue } from './check-queue.service';
import { CheckQueueQueryDto } from '../dto/check-queue-query.dto';
import { RouteId } from '../../common/http/route-id.decorator';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { arrayOf } from '../../common/openapi/json-schema';
import {
  CheckQueueItemSchema,
  CheckQueuePageSchema,
} from '../../common/openapi/schemas/works.schema';

/** The teacher's lists of works: the check queue and the works of one task. */
@Controller('api')
export class CheckQueueController {
  constructor(private readonly queue: CheckQueue) {}

  @Get('checks')
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(CheckQueuePageSchema)
  checks(
    @CurrentUser() teacher: User,
    @Query() query: CheckQueueQueryDto,
  ): Promise<Page<CheckQueueItem>> {
    return this.queue.page(teacher, query);
  }

  @Get('tasks/:taskId/works')
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(arrayOf(CheckQueueItemSchema))
  ofTask(
    @CurrentUser() teacher: User,
    @RouteId('taskId') taskId: number,
  ): Promise<CheckQueueItem[]> {
    return this.queue.ofTask(teacher, taskId);
  }
}
