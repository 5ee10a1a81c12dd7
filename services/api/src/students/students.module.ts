import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StudentGroupMember } from './student-group-member.entity';
import { StudentGroup } from './student-group.entity';
import { StudentGroupsController } from './student-groups.controller';
import { StudentGroupsService } from './student-groups.service';
import { InviteLookupController } from './invite-lookup.controller';
import { StudentInviteController } from './student-invite.controller';
import { StudentJoinService } from './student-join.service';
import { StudentJoinedEvents } from './student-joined.events';
import { StudentsController } from './students.controller';
import { TeacherInvite } from './teacher-invite.entity';
import { TeacherInvitesService } from './teacher-invites.service';
import { TeacherStudent } from './teacher-student.entity';
import { TeacherStudentsService } from './teacher-students.service';
import './students.messages';
import './student-group.ownership';
import './teacher-student.ownership';

/**
 * Teachers' students: invite links, joining through them, the student list and groups.
 * Sign-in and registration call StudentJoinService; dispatch and works ask
 * TeacherStudentsService who is whose student.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([TeacherInvite, TeacherStudent, StudentGroup, StudentGroupMember]),
  ],
  controllers: [
    StudentInviteController,
    InviteLookupController,
    StudentsController,
    StudentGroupsController,
  ],
  providers: [
    StudentJoinedEvents,
    TeacherInvitesService,
    TeacherStudentsService,
    StudentJoinService,
    StudentGroupsService,
  ],
  exports: [TypeOrmModule, StudentJoinedEvents, TeacherStudentsService, StudentJoinService],
})
export class StudentsModule {}
