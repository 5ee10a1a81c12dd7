// Probe: works → tasks → works is an import cycle between API modules.
import { TasksService } from '../tasks/tasks.service';

export class WorksService {
  constructor(readonly tasks: TasksService) {}
}
