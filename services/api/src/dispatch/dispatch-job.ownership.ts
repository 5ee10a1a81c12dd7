import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { DispatchJob } from './dispatch-job.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    'dispatch-job': DispatchJob;
  }
}

registerOwnership('dispatch-job', columnOwnership(DispatchJob, { owner: 'teacherId' }));
