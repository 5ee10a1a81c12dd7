import type { SubmitWorkRequest } from '@tutor/contracts';
import { IsWorkVersion } from './version.decorator';

/** POST /api/works/:workId/submit */
export class SubmitWorkDto implements SubmitWorkRequest {
  @IsWorkVersion()
  version!: number;
}
