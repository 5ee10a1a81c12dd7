import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { signedInUser } from '../../access/access.guard';
import { Clock } from '../../common/clock/clock.service';
import { AppConfig } from '../../config/app-config';
import { ThrottleStore, secondsUntil } from '../../throttle/throttle-store';
import { TooManyAttemptsException } from '../../throttle/too-many-attempts.exception';
import { FilesService } from '../files.service';
import { UploadQuotaException } from './upload-quota.exception';

const MB = 1024 * 1024;

/** What an upload may still store: the user's quota less their stored files. */
export interface UploadBudget {
  leftBytes: number;
  quotaMb: number;
}

const budgets = new WeakMap<Request, UploadBudget>();

/** The budget the guard found for this request (the storage engine stops past it). */
export function uploadBudgetOf(req: Request): UploadBudget | undefined {
  return budgets.get(req);
}

/**
 * Before a byte of POST /api/files is read: FILE_UPLOAD_RATE_LIMIT uploads per window and
 * user (429 with Retry-After), and room left in the user's FILE_QUOTA_MB (422 on `file`).
 */
@Injectable()
export class UploadLimitsGuard implements CanActivate {
  constructor(
    private readonly store: ThrottleStore,
    private readonly files: FilesService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const user = signedInUser(req);
    if (user === undefined) return true;
    const { uploadRate, quotaMb } = this.config.files;
    const state = await this.store.hit(
      `upload:${user.id}`,
      uploadRate.windowSeconds * 1000,
      'fixed',
    );
    if (state.count > uploadRate.maxAttempts) {
      throw new TooManyAttemptsException(secondsUntil(state.resetAt, this.clock.now()));
    }
    const leftBytes = quotaMb * MB - (await this.files.storedBytes(user.id));
    if (leftBytes <= 0) throw new UploadQuotaException(0, quotaMb);
    budgets.set(req, { leftBytes, quotaMb });
    return true;
  }
}
