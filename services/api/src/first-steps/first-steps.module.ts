import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DispatchJob } from '../dispatch/dispatch-job.entity';
import { TeacherStudent } from '../students/teacher-student.entity';
import { Task } from '../tasks/task.entity';
import { FirstStepsState } from './first-steps-state.entity';
import { FirstStepsController } from './first-steps.controller';
import { FirstStepsService } from './first-steps.service';

/** A new teacher's start card: the three steps read from their data, and hiding it. */
@Module({
  imports: [TypeOrmModule.forFeature([FirstStepsState, TeacherStudent, Task, DispatchJob])],
  controllers: [FirstStepsController],
  providers: [FirstStepsService],
})
export class FirstStepsModule {}
