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
import { TeacherOnly } from '../auth/signed-in-as.decorator';
import { CurrentUser } from '../auth/signed-in.decorator';
import type { User } from '../users/user.entity';
import { CreateGroupDto, UpdateGroupDto } from './dto/group.dto';
import { RouteId } from '../common/http/route-id.decorator';
import { StudentGroupsService } from './student-groups.service';

@Controller('api/groups')
export class StudentGroupsController {
  constructor(private readonly groups: StudentGroupsService) {}

  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() teacher: User): Promise<StudentGroup[]> {
    return this.groups.list(teacher.id);
  }

  @Post()
  @TeacherOnly()
  create(@CurrentUser() teacher: User, @Body() body: CreateGroupDto): Promise<StudentGroup> {
    return this.groups.create(teacher.id, body);
  }

  /** A new name and/or a new member list (replacing the old one). */
  @Patch(':groupId')
  @TeacherOnly()
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
