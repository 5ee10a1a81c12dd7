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
import type { StudentGroup } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import type { User } from '../users/user.entity';
import { CreateGroupDto, UpdateGroupDto } from './dto/group.dto';
import { RouteId } from '../common/http/route-id.decorator';
import { StudentGroupsService } from './student-groups.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { arrayOf } from '../common/openapi/json-schema';
import { StudentGroupSchema } from '../common/openapi/schemas/students.schema';

@Controller('api/groups')
export class StudentGroupsController {
  constructor(private readonly groups: StudentGroupsService) {}

  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(arrayOf(StudentGroupSchema))
  list(@CurrentUser() teacher: User): Promise<StudentGroup[]> {
    return this.groups.list(teacher.id);
  }

  @Post()
  @TeacherOnly()
  @ApiAnswer(StudentGroupSchema)
  create(@CurrentUser() teacher: User, @Body() body: CreateGroupDto): Promise<StudentGroup> {
    return this.groups.create(teacher.id, body);
  }

  /** A new name and/or a new member list (replacing the old one). */
  @Patch(':groupId')
  @TeacherOnly()
  @ApiAnswer(StudentGroupSchema)
  update(
    @CurrentUser() teacher: User,
    @RouteId('groupId') groupId: number,
    @Body() body: UpdateGroupDto,
  ): Promise<StudentGroup> {
    return this.groups.update(teacher.id, groupId, body);
  }

  @Delete(':groupId')
  @TeacherOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() teacher: User, @RouteId('groupId') groupId: number): Promise<void> {
    return this.groups.remove(teacher.id, groupId);
  }
}
