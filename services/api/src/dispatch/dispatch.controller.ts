import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { DispatchJob, DispatchPreview } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import type { User } from '../users/user.entity';
import { DispatchService } from './dispatch.service';
import { DispatchPreviewDto, DispatchRequestDto } from './dto/dispatch-request.dto';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { arrayOf } from '../common/openapi/json-schema';
import {
  DispatchJobSchema,
  DispatchPreviewSchema,
} from '../common/openapi/schemas/dispatch.schema';
import { ApiConflictResponse } from '@nestjs/swagger';

@Controller('api')
export class DispatchController {
  constructor(private readonly dispatch: DispatchService) {}

  /** Sends the task now (1 queued) or at delay_at (0 planned). */
  @Post('tasks/:taskId/dispatches')
  @TeacherOnly()
  @ApiAnswer(DispatchJobSchema)
  create(
    @RouteId('taskId') taskId: number,
    @Body() request: DispatchRequestDto,
    @CurrentUser() teacher: User,
  ): Promise<DispatchJob> {
    return this.dispatch.create(teacher, taskId, request);
  }

  /** Whom a send would reach now; nothing is sent. */
  @Post('tasks/:taskId/dispatch-preview')
  @HttpCode(HttpStatus.OK)
  @TeacherOnly()
  @ApiAnswer(DispatchPreviewSchema)
  preview(
    @RouteId('taskId') taskId: number,
    @Body() request: DispatchPreviewDto,
    @CurrentUser() teacher: User,
  ): Promise<DispatchPreview> {
    return this.dispatch.preview(teacher, taskId, request);
  }

  /** The task's jobs, newest first. */
  @Get('tasks/:taskId/dispatches')
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(arrayOf(DispatchJobSchema))
  list(@RouteId('taskId') taskId: number, @CurrentUser() teacher: User): Promise<DispatchJob[]> {
    return this.dispatch.list(teacher, taskId);
  }

  /** Only a planned job can be cancelled: its row is removed. */
  @Post('dispatches/:jobId/cancel')
  @HttpCode(HttpStatus.NO_CONTENT)
  @TeacherOnly()
  @ApiConflictResponse({ description: 'the job is not planned' })
  cancel(@RouteId('jobId') jobId: number, @CurrentUser() teacher: User): Promise<void> {
    return this.dispatch.cancel(teacher, jobId);
  }

  /** Only a job that failed after its retries (25) can be retried. */
  @Post('dispatches/:jobId/retry')
  @HttpCode(HttpStatus.OK)
  @TeacherOnly()
  @ApiAnswer(DispatchJobSchema)
  @ApiConflictResponse({ description: 'the job has not failed' })
  retry(@RouteId('jobId') jobId: number, @CurrentUser() teacher: User): Promise<DispatchJob> {
    return this.dispatch.retry(teacher, jobId);
  }
}
