import type { DispatchJob as DispatchJobView } from '@tutor/contracts';
import type { DispatchJob } from './dispatch-job.entity';

/** A job as the teacher sees it (contracts' DispatchJob). */
export function toDispatchJobView(job: DispatchJob): DispatchJobView {
  return {
    id: job.id,
    task_id: job.taskId,
    target: job.target,
    status: job.status,
    run_at: job.runAt,
    attempts: job.attempts,
    works_created: job.worksCreated,
    error_key: job.errorKey,
    created_at: job.createdAt,
    finished_at: job.finishedAt,
  };
}
