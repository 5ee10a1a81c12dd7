import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const answer = (status: string): string =>
  `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;

/** Node's own answers to a request its parser refused (lib/_http_server.js). */
const ANSWERS: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: answer('431 Request Header Fields Too Large'),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: answer('413 Payload Too Large'),
  ERR_HTTP_REQUEST_TIMEOUT: answer('408 Request Timeout'),
};
const BAD_REQUEST = answer('400 Bad Request');

/** How long the rest of an oversized request is read before the socket is dropped. */
const DRAIN_MS = 5000;

/** The response Node's server has in flight on the socket (its own field). */
interface HttpSocket extends Socket {
  _httpMessage?: ServerResponse | null;
}

/**
 * Answers requests Node's HTTP parser refuses as Node does, except that a request line or
 * headers past the limit (16 KiB, e.g. a 300 KB query) get their 431 and the server then
 * reads what the client still sends before closing. Node's handler destroys the socket at
 * once, and a client still writing its long URL then gets a reset instead of the answer
 * (on Node 24 even a client in the same process, as the tests are).
 */
export function answerClientErrors(server: Server): void {
  const answered = new WeakSet<Socket>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: HttpSocket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    const inFlight = socket._httpMessage;
    const canAnswer = socket.writable && (inFlight == null || !inFlight.headersSent);
    const response = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
    if (canAnswer && error.code === 'HPE_HEADER_OVERFLOW') {
      socket.end(response);
      socket.on('data', () => undefined);
      socket.resume();
      socket.setTimeout(DRAIN_MS, () => socket.destroy());
      return;
    }
    if (canAnswer) socket.write(response);
    socket.destroy(error);
  });
}
