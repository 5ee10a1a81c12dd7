import { Injectable, Logger } from '@nestjs/common';
import { UNKNOWN_REMOTE_VERSION, type RemoteVersionFailures } from '@tutor/contracts';
import { browserOf } from './browser-of';
import type { ClientErrorDto } from './dto/client-error.dto';
import { RemoteFailuresStore } from './remote-failures.store';

@Injectable()
export class ClientErrorsService {
  private readonly logger = new Logger(ClientErrorsService.name);

  constructor(private readonly failures: RemoteFailuresStore) {}

  /**
   * Operators see broken remotes in the server log and in GET /api/remotes/status, counted
   * per entry, build version and kind (the shell sends a kind once per page view).
   */
  async report(
    { remote, message, url, kind = 'load', version }: ClientErrorDto,
    userAgent: string | undefined,
  ): Promise<void> {
    const browser = browserOf(userAgent);
    const build = version ?? UNKNOWN_REMOTE_VERSION;
    this.logger.warn(
      { remote, version: build, url, kind, browser, clientMessage: message },
      `Remote "${remote}" failed in a browser`,
    );
    await this.failures
      .add({ remote, version: build, kind, message, browser })
      .catch((error: unknown) => {
        this.logger.warn({ remote, err: error }, 'A remote failure could not be counted');
      });
  }

  /** Per entry, the failures of its versions reported in the last hour. */
  failuresLastHour(remotes: readonly string[]): Promise<Record<string, RemoteVersionFailures[]>> {
    return this.failures.lastHour(remotes);
  }
}
