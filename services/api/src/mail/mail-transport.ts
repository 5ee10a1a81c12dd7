import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';

/** Delivers one composed message. */
export abstract class MailTransport {
  abstract deliver(message: SendMailOptions): Promise<void>;
  close(): void {}
}

/** SMTP_URL: smtp:// or smtps://; its timeouts stay within the outbox lease (MailOutboxSender). */
export class SmtpMailTransport extends MailTransport {
  private readonly transporter: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(url: string) {
    super();
    this.transporter = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async deliver(message: SendMailOptions): Promise<void> {
    await this.transporter.sendMail(message);
  }

  override close(): void {
    this.transporter.close();
  }
}

/** Without SMTP_URL: each message as an .eml file in MAIL_DIR (created when missing). */
export class FileMailTransport extends MailTransport {
  private readonly transporter: Transporter<StreamTransport.SentMessageInfo>;

  constructor(
    private readonly dir: string,
    private readonly now: () => number,
  ) {
    super();
    this.transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async deliver(message: SendMailOptions): Promise<void> {
    const info = await this.transporter.sendMail(message);
    if (!Buffer.isBuffer(info.message)) throw new Error('The mail was not composed into a buffer');
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date(this.now()).toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message);
  }
}
