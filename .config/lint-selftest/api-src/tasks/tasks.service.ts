import { WorksService } from '../works/works.service';

export class TasksService {
  works?: WorksService;
}
