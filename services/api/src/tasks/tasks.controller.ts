import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Optional,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import type {
  ResendUnstartedResult,
  Task as TaskView,
  TaskListPage,
  TaskSummary,
} from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import type { User } from '../users/user.entity';
import { RouteId } from '../common/http/route-id.decorator';
import { TaskListQuery } from './task-list.query';
import { TaskOpenings } from './task-openings';
import { TasksService } from './tasks.service';
import { ApiAnswer, ApiRequest } from '../common/openapi/api-answer.decorator';
import {
  ResendUnstartedSchema,
  TaskListPageSchema,
  TaskSchema,
  TaskSummarySchema,
} from '../common/openapi/schemas/tasks.schema';
import { TaskInputDto } from './dto/task-input.dto';
import { TaskListQueryDto } from './dto/task-list-query.dto';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import { ApiConflictResponse } from '@nestjs/swagger';

/** The teacher's tasks. Bodies are checked by TaskInputValidator (one 422 for all rules). */
@Controller('api/tasks')
@TeacherOnly()
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly list: TaskListQuery,
    @Optional() private readonly openings?: TaskOpenings,
  ) {}

  /** The task library: search, filters, sort and one page (archived tasks only when asked). */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(TaskListPageSchema)
  index(@CurrentUser() user: User, @Query() query: TaskListQueryDto): Promise<TaskListPage> {
    return this.list.page(user.id, query);
  }

  @Post()
  @ApiRequest(TaskInputDto)
  @ApiAnswer(TaskSchema)
  create(@CurrentUser() user: User, @Body() body: unknown): Promise<TaskView> {
    return this.tasks.create(user.id, body);
  }

  @Get(':taskId')
  @ApiAnswer(TaskSchema)
  async show(@CurrentUser() user: User, @RouteId('taskId') taskId: number): Promise<TaskView> {
    const view = await this.tasks.view(user.id, taskId);
    await this.openings?.opened(user.id, taskId);
    return view;
  }

  /** A copy of the task (unscheduled); a copy of a bought lesson keeps its origin. */
  @Post(':taskId/copy')
  @ApiAnswer(TaskSchema)
  copy(@CurrentUser() user: User, @RouteId('taskId') taskId: number): Promise<TaskView> {
    return this.tasks.copy(user.id, taskId);
  }

  /** A new draft copy «<title> (копия)»: questions and settings, not sent, no works. */
  @Post(':taskId/duplicate')
  @ApiAnswer(TaskSchema)
  duplicate(
    @CurrentUser() user: User,
    @RouteId('taskId') taskId: number,
    @RequestLocale() locale: Locale,
  ): Promise<TaskView> {
    return this.tasks.duplicate(user.id, taskId, locale);
  }

  /** Out of the default list, can't be sent (its planned sends are cancelled); idempotent. */
  @Post(':taskId/archive')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(TaskSummarySchema)
  async archive(
    @CurrentUser() user: User,
    @RouteId('taskId') taskId: number,
  ): Promise<TaskSummary> {
    await this.tasks.archive(user.id, taskId);
    return this.list.summary(user.id, taskId);
  }

  @Post(':taskId/unarchive')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(TaskSummarySchema)
  async unarchive(
    @CurrentUser() user: User,
    @RouteId('taskId') taskId: number,
  ): Promise<TaskSummary> {
    await this.tasks.unarchive(user.id, taskId);
    return this.list.summary(user.id, taskId);
  }

  @Put(':taskId')
  @ApiRequest(TaskInputDto)
  @ApiAnswer(TaskSchema)
  @ApiConflictResponse({ description: 'a kept question changed its type while it has answers' })
  update(
    @CurrentUser() user: User,
    @RouteId('taskId') taskId: number,
    @Body() body: unknown,
  ): Promise<TaskView> {
    return this.tasks.update(user.id, taskId, body);
  }

  /** After editing a sent task: its unopened works take the task as it is now. */
  @Post(':taskId/resend-unstarted')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(ResendUnstartedSchema)
  resendUnstarted(
    @CurrentUser() user: User,
    @RouteId('taskId') taskId: number,
  ): Promise<ResendUnstartedResult> {
    return this.tasks.resendUnstarted(user.id, taskId);
  }

  @Delete(':taskId')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: User, @RouteId('taskId') taskId: number): Promise<void> {
    return this.tasks.remove(user.id, taskId);
  }
}
