import { Injectable, Logger } from '@nestjs/common';
import type { ClientErrorDto } from './dto/client-error.dto';

@Injectable()
export class ClientErrorsService {
  private readonly logger = new Logger(ClientErrorsService.name);

  /** Operators see broken remotes in the server log. */
  report({ remote, message, url }: ClientErrorDto): void {
    this.logger.warn(
      { remote, url, clientMessage: message },
      `Remote "${remote}" failed in a browser`,
    );
  }
}
