import { createHmac } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, fakeDigits, fakeId, startFakeHttp } from './fake-http.ts';

/*
 * A local stand-in for the parts of Razorpay's API the product uses, written from Razorpay's API reference: UPI QR
 * codes (`POST /v1/payments/qr_codes`, single use, fixed amount; `image_url` and the `upi://pay` intent in
 * `image_content`), virtual accounts with a bank-account receiver (`POST /v1/virtual_accounts`: account number and
 * IFSC), closing both, and the payments list; JSON with Basic auth, Razorpay's error shape. It also plays Razorpay's
 * webhook sender, signing each body as Razorpay documents: X-Razorpay-Signature = hex HMAC-SHA256 of the raw body
 * with the webhook secret, X-Razorpay-Event-Id naming the event.
 */

interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured';
  method: string;
  created_at: number;
  notes: Record<string, string> | [];
  amount_refunded: number;
}

interface FakeReceiverObject {
  id: string;
  kind: 'qr' | 'va';
  amount: number;
  status: 'active' | 'closed';
  notes: Record<string, string>;
  body: Record<string, unknown>;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl: string;
  readonly objects: Map<string, FakeReceiverObject>;
  readonly payments: Map<string, FakePayment>;
  readonly requests: FakeRequest[];
  /** The next authenticated call answers Razorpay's server error (once). */
  failNext: boolean;
  /** The QR code or virtual account made for our reference, or the account with this number. */
  objectOf(code: string): FakeReceiverObject | undefined;
  /** A UPI payment to a QR code: Razorpay sends payment.captured and qr_code.credited for it. */
  payQr(qrId: string): Promise<{ payment: FakePayment; responses: Response[] }>;
  /** A bank transfer into a virtual account: virtual_account.credited. */
  creditAccount(vaId: string, amount?: number): Promise<{ payment: FakePayment; responses: Response[] }>;
  refund(paymentId: string, amount: number): Promise<Response>;
  /** The payer's bank disputes a payment (`created`), and Razorpay tells how it ended (`won`, `lost`). */
  dispute(paymentId: string, stage: 'created' | 'won' | 'lost'): Promise<Response>;
  post(body: string, signature: string, eventId?: string): Promise<Response>;
  sign(body: string, secret?: string): string;
  eventFor(event: string, payload: Record<string, unknown>): string;
  close(): Promise<void>;
}

const razorpayError = (status: number, description: string, field?: string): FakeAnswer => ({
  status,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      ...(field ? { field } : {}),
    },
  },
});

/** The settings that make a test app collect India's repayments through this fake Razorpay. */
export function razorpaySettings(razorpay: FakeRazorpay): Record<string, string> {
  return {
    PAYMENT_PROVIDERS: 'IN=razorpay',
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
  };
}

export async function startFakeRazorpay(port = 0): Promise<FakeRazorpay> {
  const keyId = `rzp_test_${fakeDigits(14)}`;
  const keySecret = fakeDigits(24);
  const webhookSecret = `rzp-webhook-${fakeDigits(16)}`;
  const objects = new Map<string, FakeReceiverObject>();
  const payments = new Map<string, FakePayment>();
  const requests: FakeRequest[] = [];
  const now = () => Math.floor(Date.now() / 1000);
  let listeningUrl = '';

  function create(kind: 'qr' | 'va', input: Record<string, unknown>): FakeAnswer {
    const notes = (input.notes ?? {}) as Record<string, string>;
    const closeBy = Number(input.close_by);
    if (!Number.isInteger(closeBy) || closeBy < now() + 120)
      return razorpayError(400, 'close_by should be at least 2 minutes after current time', 'close_by');
    if (kind === 'qr') {
      if (input.type !== 'upi_qr' || input.usage !== 'single_use' || input.fixed_amount !== true)
        return razorpayError(400, 'only single-use fixed-amount upi_qr is faked');
      const amount = Number(input.payment_amount);
      if (!Number.isInteger(amount) || amount < 100)
        return razorpayError(400, 'payment_amount is invalid', 'payment_amount');
      const id = fakeId('qr');
      const body = {
        id,
        entity: 'qr_code',
        created_at: now(),
        name: input.name,
        usage: 'single_use',
        type: 'upi_qr',
        image_url: `${listeningUrl}/qr/${id}.svg`,
        image_content: `upi://pay?pa=rzr.lendh5${fakeDigits(6)}@icici&pn=${encodeURIComponent(String(input.name))}&tr=${id}&am=${(amount / 100).toFixed(2)}&cu=INR&mc=6012`,
        payment_amount: amount,
        status: 'active',
        description: input.description,
        fixed_amount: true,
        payments_amount_received: 0,
        payments_count_received: 0,
        notes,
        customer_id: null,
        close_by: closeBy,
      };
      objects.set(id, { id, kind, amount, status: 'active', notes, body });
      return { status: 200, body };
    }
    const receivers = input.receivers as { types?: string[] } | undefined;
    if (!receivers?.types?.includes('bank_account'))
      return razorpayError(400, 'receivers.types must include bank_account');
    const id = fakeId('va');
    const body = {
      id,
      name: 'Lend H5 Financial Services',
      entity: 'virtual_account',
      status: 'active',
      description: input.description,
      amount_expected: input.amount_expected ?? null,
      notes,
      amount_paid: 0,
      customer_id: null,
      receivers: [
        {
          id: fakeId('ba'),
          entity: 'bank_account',
          ifsc: 'RATN0VAAPIS',
          bank_name: 'RBL Bank',
          name: 'Lend H5 Financial Services',
          notes: [],
          account_number: `2223330${fakeDigits(9)}`,
        },
      ],
      close_by: closeBy,
      closed_at: null,
      created_at: now(),
    };
    objects.set(id, { id, kind, amount: Number(input.amount_expected ?? 0), status: 'active', notes, body });
    return { status: 200, body };
  }

  function route(request: FakeRequest): FakeAnswer {
    const input = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === 'POST' && request.path === '/v1/payments/qr_codes') return create('qr', input);
    if (request.method === 'POST' && request.path === '/v1/virtual_accounts') return create('va', input);
    const close = /^\/v1\/(?:payments\/qr_codes|virtual_accounts)\/(\w+)\/close$/.exec(request.path);
    if (request.method === 'POST' && close?.[1]) {
      const object = objects.get(close[1]);
      if (!object) return razorpayError(400, 'The id provided does not exist');
      if (object.status === 'closed') return razorpayError(400, 'already closed');
      object.status = 'closed';
      return { status: 200, body: { ...object.body, status: 'closed', closed_at: now(), close_reason: 'on_demand' } };
    }
    if (request.method === 'GET' && request.path === '/v1/payments') {
      const from = Number(request.query.get('from') ?? 0);
      const count = Number(request.query.get('count') ?? 10);
      const skip = Number(request.query.get('skip') ?? 0);
      const items = [...payments.values()].filter((p) => p.created_at >= from).slice(skip, skip + count);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    return {
      status: 404,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } },
    };
  }

  const http = await startFakeHttp((request) => {
    if (request.path.startsWith('/qr/'))
      return {
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1zM10 10h2v2h-2z"/></svg>',
      };
    requests.push(request);
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } };
    if (fake.failNext) {
      fake.failNext = false;
      return {
        status: 500,
        body: { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } },
      };
    }
    return route(request);
  }, port);
  listeningUrl = http.url;

  const sign = (body: string, secret = webhookSecret) => createHmac('sha256', secret).update(body).digest('hex');
  const post = (body: string, signature: string, eventId = fakeId('evt')) =>
    fetch(fake.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      body,
    });
  const eventFor = (event: string, payload: Record<string, unknown>) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeLendH5',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
  const send = (event: string, payload: Record<string, unknown>) => {
    const body = eventFor(event, payload);
    return post(body, sign(body));
  };
  const newPayment = (amount: number, method: string): FakePayment => {
    const payment: FakePayment = {
      id: fakeId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      method,
      created_at: now(),
      // What Razorpay puts on a QR or virtual-account payment: none of the QR code's notes.
      notes: [],
      amount_refunded: 0,
    };
    payments.set(payment.id, payment);
    return payment;
  };
  const disputes = new Map<string, string>();
  const must = (id: string) => {
    const object = objects.get(id);
    if (!object) throw new Error(`no ${id}`);
    return object;
  };

  const fake: FakeRazorpay = {
    url: http.url,
    keyId,
    keySecret,
    webhookSecret,
    webhookUrl: '',
    objects,
    payments,
    requests,
    failNext: false,
    objectOf: (code) =>
      [...objects.values()].find(
        (o) =>
          o.notes.reference === code ||
          (o.body.receivers as { account_number?: string }[] | undefined)?.[0]?.account_number === code,
      ),
    async payQr(qrId) {
      const qr = must(qrId);
      const payment = newPayment(qr.amount, 'upi');
      qr.status = 'closed';
      const responses = [
        await send('payment.captured', { payment: { entity: payment } }),
        await send('qr_code.credited', {
          payment: { entity: payment },
          qr_code: {
            entity: { ...qr.body, status: 'closed', payments_amount_received: qr.amount, payments_count_received: 1 },
          },
        }),
      ];
      return { payment, responses };
    },
    async creditAccount(vaId, amount) {
      const account = must(vaId);
      const payment = newPayment(amount ?? account.amount, 'bank_transfer');
      const responses = [
        await send('virtual_account.credited', {
          payment: { entity: payment },
          virtual_account: { entity: { ...account.body, amount_paid: payment.amount } },
          bank_transfer: {
            entity: {
              id: fakeId('bt'),
              entity: 'bank_transfer',
              payment_id: payment.id,
              mode: 'NEFT',
              bank_reference: fakeDigits(12),
              amount: payment.amount,
              virtual_account_id: vaId,
            },
          },
        }),
      ];
      return { payment, responses };
    },
    refund(paymentId, amount) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no ${paymentId}`);
      payment.amount_refunded += amount;
      return send('refund.processed', {
        refund: {
          entity: {
            id: fakeId('rfnd'),
            entity: 'refund',
            amount,
            currency: 'INR',
            payment_id: paymentId,
            status: 'processed',
            created_at: now(),
          },
        },
        payment: { entity: payment },
      });
    },
    dispute(paymentId, stage) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no ${paymentId}`);
      const id = disputes.get(paymentId) ?? fakeId('disp');
      disputes.set(paymentId, id);
      return send(`payment.dispute.${stage}`, {
        payment: { entity: payment },
        dispute: {
          entity: {
            id,
            entity: 'dispute',
            payment_id: paymentId,
            amount: payment.amount,
            currency: 'INR',
            amount_deducted: stage === 'won' ? 0 : payment.amount,
            reason_code: 'chargeback',
            respond_by: now() + 7 * 86_400,
            status: stage === 'created' ? 'open' : stage,
            phase: 'chargeback',
            created_at: now(),
          },
        },
      });
    },
    post,
    sign,
    eventFor,
    close: http.close,
  };
  return fake;
}
