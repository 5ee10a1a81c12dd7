import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PayoutsErrorCode } from '../payouts.errors';
import { YooKassaPayoutProvider } from './yookassa-payout.provider';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  key: string | undefined;
  body: unknown;
}

/** YooKassa's payouts API on loopback: idempotent POSTs, one failure on demand. */
class PayoutsStandIn {
  readonly seen: Seen[] = [];
  failNext = 0;
  private readonly byKey = new Map<string, Record<string, unknown>>();
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v3`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const key = req.headers['idempotence-key'] as string | undefined;
    const path = req.url ?? '';
    this.seen.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      key,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    });
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    let answer: Record<string, unknown> | undefined;
    if (req.method === 'POST' && key !== undefined) {
      answer = this.byKey.get(key) ?? {
        id: `po-${this.byKey.size + 1}`.padEnd(36, '0'),
        status: 'pending',
        confirmation: path.endsWith('/self_employed')
          ? { type: 'redirect', confirmation_url: 'https://lknpd.nalog.ru/confirm/1' }
          : undefined,
      };
      this.byKey.set(key, answer);
    } else if (req.method === 'GET') {
      const id = path.split('/').pop() ?? '';
      answer = { id, status: 'canceled', cancellation_details: { reason: 'rejected_by_payee' } };
    }
    if (this.failNext > 0) {
      this.failNext -= 1;
      reply(500, { type: 'error', code: 'internal_server_error' });
      return;
    }
    reply(answer === undefined ? 404 : 200, answer ?? { type: 'error', code: 'not_found' });
  }
}

describe('the YooKassa payouts adapter', () => {
  let standIn: PayoutsStandIn;
  let provider: YooKassaPayoutProvider;

  beforeEach(async () => {
    standIn = new PayoutsStandIn();
    provider = new YooKassaPayoutProvider({
      agentId: '505050',
      secretKey: 'test_payout-key',
      apiUrl: await standIn.start(),
      backoffMs: 1,
    });
  });

  afterEach(() => standIn.close());

  it('asks «Мой налог» for the permission and gives the confirmation page', async () => {
    const answer = await provider.createSelfEmployed({
      idempotenceKey: 'k-1',
      itn: '344809916052',
    });
    expect(answer).toEqual({
      id: expect.stringMatching(/^po-1/) as string,
      status: 'pending',
      confirmationUrl: 'https://lknpd.nalog.ru/confirm/1',
    });
    expect(standIn.seen[0]).toMatchObject({
      method: 'POST',
      path: '/v3/self_employed',
      authorization: `Basic ${Buffer.from('505050:test_payout-key').toString('base64')}`,
      key: 'k-1',
      body: { itn: '344809916052', confirmation: { type: 'redirect' } },
    });
  });

  it('pays a wallet with the receipt data, and a retry after a 500 pays nothing twice', async () => {
    standIn.failNext = 1;
    const payout = await provider.createPayout({
      idempotenceKey: 'payout-key-1',
      amountKopecks: 123_456,
      description: 'Payout 1',
      wallet: '4100116075156746',
      selfEmployedId: 'se-1',
      receiptServiceName: 'Вознаграждение автора',
      metadata: { payout_id: '1' },
    });
    expect(payout.status).toBe('pending');
    const posts = standIn.seen.filter((seen) => seen.path === '/v3/payouts');
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((seen) => seen.key))).toEqual(new Set(['payout-key-1']));
    expect(posts[1]?.body).toEqual({
      amount: { value: '1234.56', currency: 'RUB' },
      payout_destination_data: { type: 'yoo_money', account_number: '4100116075156746' },
      description: 'Payout 1',
      self_employed: { id: 'se-1' },
      receipt_data: {
        service_name: 'Вознаграждение автора',
        amount: { value: '1234.56', currency: 'RUB' },
      },
      metadata: { payout_id: '1' },
    });
  });

  it('reads a canceled payout with its reason', async () => {
    expect(await provider.getPayout('po-9')).toEqual({
      id: 'po-9',
      status: 'canceled',
      failure: 'rejected_by_payee',
    });
  });

  it('reports a provider that keeps failing as unavailable', async () => {
    standIn.failNext = 5;
    await expect(provider.getPayout('po-9')).rejects.toMatchObject({
      code: PayoutsErrorCode.ProviderUnavailable,
    });
  });
});
