import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { MailTransport } from './mail-transport';

/** One message, in both forms every mail has. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail from MAIL_FROM over SMTP (SMTP_URL) or into .eml files (MAIL_DIR). */
@Injectable()
export class MailService implements OnApplicationShutdown {
  constructor(
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  /** Quoted-printable even for Cyrillic text, so links stay readable in the raw source. */
  send(message: MailMessage): Promise<void> {
    return this.transport.deliver({
      from: this.config.mailFrom,
      textEncoding: 'quoted-printable',
      ...message,
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
