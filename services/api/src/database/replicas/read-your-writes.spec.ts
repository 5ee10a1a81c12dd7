import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { WROTE_AT_COOKIE, currentWroteAt, readYourWrites } from './read-your-writes';

describe('read-your-writes stamps', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(readYourWrites(6, false));
    // an await between: the stamp must follow the request across it, as a service's does
    app.all('/wrote-at', async (_req, res) => {
      await new Promise((resolve) => setImmediate(resolve));
      res.json({ wroteAt: currentWroteAt() });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wrote-at`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const wroteAt = async (response: Response): Promise<number> =>
    ((await response.json()) as { wroteAt: number }).wroteAt;

  it('stamps a write with its time, in a cookie living the given seconds', async () => {
    const before = Date.now();
    const response = await fetch(url, { method: 'POST' });
    const stamped = await wroteAt(response);
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(Date.now());
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${WROTE_AT_COOKIE}=${stamped}; Max-Age=6; Path=/; Expires=.+; HttpOnly; SameSite=Lax$`,
        ),
      ),
    ]);
  });

  it("gives a read the time of its client's last write, without a new cookie", async () => {
    const response = await fetch(url, {
      headers: { Cookie: `a=1; ${WROTE_AT_COOKIE}=1700000000000` },
    });
    expect(await wroteAt(response)).toBe(1_700_000_000_000);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([[''], [`${WROTE_AT_COOKIE}=soon`], [`${WROTE_AT_COOKIE}=-5`]])(
    'counts a read with cookie %j as never having written',
    async (cookie) => {
      expect(await wroteAt(await fetch(url, { headers: { Cookie: cookie } }))).toBe(0);
    },
  );
});
