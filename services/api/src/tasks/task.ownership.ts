import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { Task } from './task.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    task: Task;
  }
}

registerOwnership(
  'task',
  columnOwnership(Task, {
    owner: 'teacherId',
    isGone: (task) => task.deletedAt !== null,
    relations: { subject: true },
  }),
);
