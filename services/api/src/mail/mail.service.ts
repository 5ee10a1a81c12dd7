import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { MailOutboxSender } from './mail-outbox.sender';
import { MailTransport } from './mail-transport';

/** One message, in both forms every mail has. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An unsubscribe link, sent as the List-Unsubscribe header too. */
  listUnsubscribe?: string;
}

/**
 * How long send() waits for the first attempt. A working mail server answers well within
 * it, so the mail is usually out when the request answers; a slow or absent one leaves the
 * message to the outbox's retries without holding the request.
 */
const FIRST_ATTEMPT_WAIT_MS = 1500;

function delay(ms: number): { promise: Promise<void>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Sends mail from MAIL_FROM over SMTP (SMTP_URL) or into .eml files (MAIL_DIR), through the
 * durable outbox: a message is stored before anything is tried, so none is lost when the
 * mail server is away.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  constructor(
    private readonly outbox: MailOutboxSender,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  /**
   * Stores the message and makes its first attempt; resolves once it is stored and that
   * attempt has ended or had FIRST_ATTEMPT_WAIT_MS. Rejects only when it cannot be stored.
   */
  async send(message: MailMessage): Promise<void> {
    const { listUnsubscribe, ...content } = message;
    const id = await this.outbox.store({
      from: this.config.mailFrom,
      ...content,
      listUnsubscribe: listUnsubscribe ?? null,
    });
    const wait = delay(FIRST_ATTEMPT_WAIT_MS);
    await Promise.race([this.outbox.attempt(id), wait.promise]);
    wait.cancel();
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
