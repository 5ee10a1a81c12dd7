import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StudentGroupMember } from './student-group-member.entity';
import { StudentGroup } from './student-group.entity';
import { StudentJoinedEvents } from './student-joined.events';
import { TeacherInvite } from './teacher-invite.entity';
import { TeacherStudent } from './teacher-student.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([TeacherInvite, TeacherStudent, StudentGroup, StudentGroupMember]),
  ],
  providers: [StudentJoinedEvents],
  exports: [TypeOrmModule, StudentJoinedEvents],
})
export class StudentsModule {}
