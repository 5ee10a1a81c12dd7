import { Injectable, Logger } from '@nestjs/common';
import type { ClientErrorDto } from './dto/client-error.dto';
import { RemoteFailuresStore } from './remote-failures.store';

/** Reports that count as the remote failing to load (a version mismatch is only logged). */
const COUNTED_KINDS = new Set(['load', 'shape']);

@Injectable()
export class ClientErrorsService {
  private readonly logger = new Logger(ClientErrorsService.name);

  constructor(private readonly failures: RemoteFailuresStore) {}

  /** Operators see broken remotes in the server log and in GET /api/remotes/status. */
  async report({ remote, message, url, kind = 'load' }: ClientErrorDto): Promise<void> {
    this.logger.warn(
      { remote, url, kind, clientMessage: message },
      `Remote "${remote}" failed in a browser`,
    );
    if (!COUNTED_KINDS.has(kind)) return;
    await this.failures.add(remote).catch((error: unknown) => {
      this.logger.warn({ remote, err: error }, 'A remote failure could not be counted');
    });
  }

  /** Load failures reported in the last hour, by remote. */
  failuresLastHour(remotes: readonly string[]): Promise<Record<string, number>> {
    return this.failures.lastHour(remotes);
  }
}
