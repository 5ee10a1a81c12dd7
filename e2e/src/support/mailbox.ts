import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface Mailbox {
  url: string;
  /**
   * Waits for the next message to `to` (whose source matches `matching`, when given: the
   * address may get others meanwhile, such as the sign-up's verification link) and answers
   * its decoded source.
   */
  next: (to: string, matching?: RegExp) => Promise<string>;
  close: () => Promise<void>;
}

/** Quoted-printable soft breaks and escapes, enough to read links and text back. */
export function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A local SMTP server the product sends its mail to, so a test can read it. */
export async function startMailbox(): Promise<Mailbox> {
  const received: { to: string[]; source: string }[] = [];
  const waiting: { to: string; matching?: RegExp; resolve: (source: string) => void }[] = [];
  const deliver = () => {
    for (const waiter of [...waiting]) {
      const index = received.findIndex(
        (mail) => mail.to.includes(waiter.to) && (waiter.matching?.test(mail.source) ?? true),
      );
      if (index < 0) continue;
      const [mail] = received.splice(index, 1);
      waiting.splice(waiting.indexOf(waiter), 1);
      if (mail) waiter.resolve(mail.source);
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let source = '';
      stream.on('data', (chunk: Buffer) => (source += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          source: decode(source),
        });
        deliver();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    next: (to, matching) =>
      new Promise((resolve) => {
        waiting.push({ to: to.toLowerCase(), matching, resolve });
        deliver();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
