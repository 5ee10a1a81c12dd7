import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderPaymentStatus } from '../payment-provider';

/** A request the stand-in got, as it came. */
export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotenceKey: string | undefined;
  body: unknown;
}

interface Amount {
  value: string;
  currency: string;
}

/** A payment as the stand-in keeps it (YooKassa's JSON). */
export interface StandInPayment {
  id: string;
  status: ProviderPaymentStatus;
  paid: boolean;
  amount: Amount;
  description: unknown;
  metadata: unknown;
  receipt: unknown;
  /** Absent for a charge of a saved method (no buyer confirms it). */
  confirmation?: { type: 'redirect'; return_url: unknown; confirmation_url: string };
  /** The method the buyer paid with (once paid); `saved` when the payment asked to save it. */
  payment_method?: StandInMethod;
  /** Whether the request asked to save the method (save_payment_method). */
  save_payment_method: boolean;
  created_at: string;
  test: boolean;
}

interface StandInMethod {
  type: 'bank_card';
  id: string;
  saved: boolean;
  title: string;
}

interface StandInRefund {
  id: string;
  status: 'succeeded';
  amount: Amount;
  payment_id: string;
  created_at: string;
}

/** What the next requests get instead of their answer. */
type Fault = 'fail' | 'hang';

interface FaultPlan {
  fault: Fault;
  /** Carry the request out first (the answer is lost, not the payment). */
  afterProcessing: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

const apiError = (code: string, description: string) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
});

/**
 * YooKassa's API v3 on loopback, for tests: POST /payments (the same Idempotence-Key
 * answers the same payment), GET /payments/:id, POST /refunds (idempotent too), HTTP Basic
 * auth checked. It records every request, can be told to answer 500 or to hang (after
 * carrying the request out, as when an answer is lost), lets a test play the buyer
 * (setStatus), and sends notifications to the API as YooKassa would.
 */
export class YooKassaStandIn {
  readonly requests: StandInRequest[] = [];
  private readonly payments = new Map<string, StandInPayment>();
  private readonly refunds = new Map<string, StandInRefund>();
  /** Idempotence-Key → what it made. */
  private readonly byKey = new Map<string, string>();
  private readonly faults: FaultPlan[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private failingAll = false;
  /** How long every answer takes from now on (a slow provider). */
  private delayMs = 0;
  /** Saved methods whose charges are canceled (as for a card without money). */
  private readonly declining = new Set<string>();

  private constructor(
    private readonly server: Server,
    readonly shopId: string,
    readonly secretKey: string,
  ) {}

  static async start(shopId = '123456', secretKey = 'test_secret-key'): Promise<YooKassaStandIn> {
    const server = createServer();
    const standIn = new YooKassaStandIn(server, shopId, secretKey);
    server.on('request', (req, res) => void standIn.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  /** YOOKASSA_API_URL of the stand-in. */
  get apiUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v3`;
  }

  /**
   * The variables that point the API at the stand-in. A plain record: the browser tests
   * use the stand-in too, and their compiler has no decorators for the config's classes.
   */
  env(): Record<string, string> {
    return {
      YOOKASSA_SHOP_ID: this.shopId,
      YOOKASSA_SECRET_KEY: this.secretKey,
      YOOKASSA_API_URL: this.apiUrl,
    };
  }

  /** The next `times` requests answer 500; by default after they were carried out. */
  failNext(times = 1, afterProcessing = true): void {
    for (let i = 0; i < times; i += 1) this.faults.push({ fault: 'fail', afterProcessing });
  }

  /** The next `times` requests get no answer at all (until close). */
  hangNext(times = 1, afterProcessing = true): void {
    for (let i = 0; i < times; i += 1) this.faults.push({ fault: 'hang', afterProcessing });
  }

  /** Every request answers 500 from now on (without doing anything), or again normally. */
  failAll(failing = true): void {
    this.failingAll = failing;
  }

  /** Every answer comes `ms` late from now on (0: at once again), as from a slow provider. */
  slowDown(ms: number): void {
    this.delayMs = ms;
  }

  /** The requests made to a path (e.g. 'POST /v3/payments'). */
  requestsTo(methodAndPath: string): StandInRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}` === methodAndPath);
  }

  allPayments(): StandInPayment[] {
    return [...this.payments.values()];
  }

  payment(id: string): StandInPayment {
    const payment = this.payments.get(id);
    if (payment === undefined) throw new Error(`The stand-in has no payment ${id}`);
    return payment;
  }

  /** What the buyer (or time) did to a payment: paid, canceled… */
  setStatus(id: string, status: ProviderPaymentStatus, paid = status === 'succeeded'): void {
    const payment = this.payment(id);
    payment.status = status;
    payment.paid = paid;
    if (status === 'succeeded') {
      payment.payment_method ??= {
        type: 'bank_card',
        id: randomUUID(),
        saved: payment.save_payment_method,
        title: 'Bank card *4444',
      };
    }
  }

  /** Charges of this saved method are canceled from now on. */
  declineMethod(methodId: string): void {
    this.declining.add(methodId);
  }

  /** A notification body as YooKassa sends it; `status` as claimed (may lie). */
  notification(event: string, paymentId: string, status?: string): Record<string, unknown> {
    const payment = this.payments.get(paymentId);
    return {
      type: 'notification',
      event,
      object: {
        ...(payment ?? { id: paymentId, amount: { value: '1.00', currency: 'RUB' } }),
        status: status ?? event.replace(/^payment\./, ''),
        paid: (status ?? event).includes('succeeded'),
      },
    };
  }

  /**
   * POSTs a notification to the API as YooKassa does. `forwardedFor` is the sender's
   * address as a trusted proxy in front of the API would report it.
   */
  async notify(url: string, body: unknown, forwardedFor?: string): Promise<number> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (forwardedFor !== undefined) headers['X-Forwarded-For'] = forwardedFor;
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    await res.arrayBuffer();
    return res.status;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const key = req.headers['idempotence-key'];
    const path = (req.url ?? '').split('?')[0] ?? '';
    this.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      idempotenceKey: typeof key === 'string' ? key : undefined,
      body,
    });
    if (this.delayMs > 0) await sleep(this.delayMs);
    if (this.failingAll) {
      send(res, 500, apiError('internal_server_error', 'Stand-in told to fail'));
      return;
    }
    const plan = this.faults.shift();
    if (plan !== undefined && !plan.afterProcessing) {
      this.fault(plan.fault, res);
      return;
    }
    const [status, answer] = this.answer(req.method ?? '', path, req.headers, body);
    if (plan !== undefined) this.fault(plan.fault, res);
    else send(res, status, answer);
  }

  private fault(fault: Fault, res: ServerResponse): void {
    if (fault === 'fail') send(res, 500, apiError('internal_server_error', 'Stand-in failure'));
    else this.hanging.add(res);
  }

  private answer(
    method: string,
    path: string,
    headers: IncomingMessage['headers'],
    body: unknown,
  ): [number, unknown] {
    const expected = `Basic ${Buffer.from(`${this.shopId}:${this.secretKey}`).toString('base64')}`;
    if (headers.authorization !== expected) {
      return [401, apiError('invalid_credentials', 'Authentication by given credentials failed')];
    }
    const key = headers['idempotence-key'];
    if (method === 'POST' && typeof key !== 'string') {
      return [400, apiError('invalid_request', 'Idempotence-Key header is missing')];
    }
    if (method === 'POST' && path === '/v3/payments')
      return this.createPayment(key as string, body);
    if (method === 'POST' && path === '/v3/refunds') return this.createRefund(key as string, body);
    const found = /^\/v3\/payments\/([\w-]+)$/.exec(path);
    if (method === 'GET' && found?.[1] !== undefined) {
      const payment = this.payments.get(found[1]);
      return payment === undefined
        ? [404, apiError('not_found', 'Payment not found')]
        : [200, payment];
    }
    return [404, apiError('not_found', `No ${method} ${path}`)];
  }

  private createPayment(key: string, body: unknown): [number, unknown] {
    const made = this.byKey.get(key);
    if (made !== undefined) return [200, this.payment(made)];
    if (!isRecord(body) || !isRecord(body.amount)) {
      return [400, apiError('invalid_request', 'amount is required')];
    }
    const id = randomUUID();
    const base = {
      id,
      amount: body.amount as unknown as Amount,
      description: body.description,
      metadata: body.metadata,
      receipt: body.receipt,
      created_at: new Date().toISOString(),
      test: true,
    };
    let payment: StandInPayment;
    if (typeof body.payment_method_id === 'string') {
      const method = this.savedMethod(body.payment_method_id);
      if (method === undefined) {
        return [400, apiError('invalid_request', 'Payment method is not saved')];
      }
      const declined = this.declining.has(method.id);
      payment = {
        ...base,
        status: declined ? 'canceled' : 'succeeded',
        paid: !declined,
        payment_method: { ...method },
        save_payment_method: false,
      };
    } else if (isRecord(body.confirmation)) {
      payment = {
        ...base,
        status: 'pending',
        paid: false,
        confirmation: {
          type: 'redirect',
          return_url: body.confirmation.return_url,
          confirmation_url: `https://yoomoney.example/checkout/payments/v2/contract?orderId=${id}`,
        },
        save_payment_method: body.save_payment_method === true,
      };
    } else {
      return [400, apiError('invalid_request', 'confirmation or payment_method_id is required')];
    }
    this.payments.set(id, payment);
    this.byKey.set(key, id);
    return [200, payment];
  }

  /** A method some succeeded payment saved. */
  private savedMethod(id: string): StandInMethod | undefined {
    return this.allPayments().find((p) => p.payment_method?.id === id && p.payment_method.saved)
      ?.payment_method;
  }

  private createRefund(key: string, body: unknown): [number, unknown] {
    const made = this.byKey.get(key);
    if (made !== undefined) return [200, this.refunds.get(made)];
    if (!isRecord(body) || typeof body.payment_id !== 'string' || !isRecord(body.amount)) {
      return [400, apiError('invalid_request', 'payment_id and amount are required')];
    }
    const payment = this.payments.get(body.payment_id);
    if (payment?.status !== 'succeeded') {
      return [400, apiError('invalid_request', 'Payment is not succeeded')];
    }
    const refund: StandInRefund = {
      id: randomUUID(),
      status: 'succeeded',
      amount: body.amount as unknown as Amount,
      payment_id: payment.id,
      created_at: new Date().toISOString(),
    };
    this.refunds.set(refund.id, refund);
    this.byKey.set(key, refund.id);
    return [200, refund];
  }
}
