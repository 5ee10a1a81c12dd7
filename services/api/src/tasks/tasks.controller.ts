import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import type { Task as TaskView, TaskSummary } from '@tutor/contracts';
import { TeacherOnly } from '../auth/signed-in-as.decorator';
import { CurrentUser } from '../auth/signed-in.decorator';
import type { User } from '../users/user.entity';
import { RouteId } from '../common/http/route-id.decorator';
import { TaskListQuery } from './task-list.query';
import { TasksService } from './tasks.service';

/** The teacher's tasks. Bodies are checked by TaskInputValidator (one 422 for all rules). */
@Controller('api/tasks')
@TeacherOnly()
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly list: TaskListQuery,
  ) {}

  @Get()
  index(@CurrentUser() user: User): Promise<TaskSummary[]> {
    return this.list.list(user.id);
  }

  @Post()
  create(@CurrentUser() user: User, @Body() body: unknown): Promise<TaskView> {
    return this.tasks.create(user.id, body);
  }

  @Get(':taskId')
  show(@CurrentUser() user: User, @RouteId('taskId') taskId: number): Promise<TaskView> {
    return this.tasks.view(user.id, taskId);
  }

  @Put(':taskId')
  update(
    @CurrentUser() user: User,
    @RouteId('taskId') taskId: number,
    @Body() body: unknown,
  ): Promise<TaskView> {
    return this.tasks.update(user.id, taskId, body);
  }

  @Delete(':taskId')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: User, @RouteId('taskId') taskId: number): Promise<void> {
    return this.tasks.remove(user.id, taskId);
  }
}
