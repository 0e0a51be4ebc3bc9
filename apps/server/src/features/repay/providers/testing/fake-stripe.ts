import Stripe from 'stripe';
import { clabeOf } from '../../clabe.ts';
import { type FakeAnswer, type FakeRequest, fakeDigits, fakeId, startFakeHttp } from './fake-http.ts';

/*
 * A local stand-in for the parts of Stripe's API the product uses, written from Stripe's API reference: customers,
 * PaymentIntents confirmed with `oxxo` (next_action.oxxo_display_details) or `customer_balance` funded by
 * `mx_bank_transfer` (next_action.display_bank_transfer_instructions with a SPEI financial address), retrieve, cancel
 * and list; form-encoded requests with Bearer auth and Idempotency-Key, Stripe's error shape. It also plays Stripe's
 * webhook sender: `succeed`, `fail`, `refund`, `dispute` and `closeDispute` post the event Stripe would, signed the
 * way Stripe signs (the official library's generateTestHeaderString). `bankTransfer` is a SPEI transfer into a
 * customer's cash balance, reconciled as Stripe's automatic mode does: funded, applied to the customer's open
 * intent up to what it still needs (payment_intent.partially_funded, or succeeded once fully funded), and
 * cash_balance.funds_available for what is left; cancelling a partly funded intent gives its funds back to the balance
 * (unapplied_from_payment), sent after the cancel's answer as Stripe sends events.
 */

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  created: number;
  customer: string | null;
  metadata: Record<string, string>;
  payment_method_types: string[];
  next_action: Record<string, unknown> | null;
  latest_charge: string | null;
  livemode: false;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events are posted (the app's /webhooks/stripe); set by the test. */
  webhookUrl: string;
  readonly intents: Map<string, FakeIntent>;
  readonly requests: FakeRequest[];
  /** The next call answers this error (once). */
  failNext: boolean;
  /** The intent whose metadata names this reference of ours. */
  intentOf(reference: string): FakeIntent | undefined;
  /** The event Stripe sends when the voucher or transfer is paid; answers the app's response. */
  succeed(intentId: string): Promise<Response>;
  /** The voucher is paid at Stripe, but its webhook never reaches the app (lost: what reconciliation finds). */
  succeedUnsent(intentId: string): void;
  fail(intentId: string): Promise<Response>;
  refund(intentId: string, amount: number): Promise<Response>;
  dispute(intentId: string): Promise<Response>;
  /** The dispute of this intent's charge closes, won or lost. */
  closeDispute(intentId: string, status: 'won' | 'lost'): Promise<Response>;
  /** A SPEI transfer to the customer's CLABE; answers the app's responses to the events it caused, in order. */
  bankTransfer(customerId: string, amount: number): Promise<Response[]>;
  /** What Stripe holds in the customer's cash balance, applied to no intent. */
  cashBalance(customerId: string): number;
  /** Waits for events sent after an API answer (a cancel giving funds back). */
  delivered(): Promise<Response[]>;
  /** Every event body posted so far, in order. */
  readonly sent: { type: string; body: string }[];
  /** Posts an event body with a signature header of the test's choosing. */
  post(body: string, signature: string): Promise<Response>;
  /** Signs a body as Stripe does (optionally at another time or with another secret). */
  sign(body: string, options?: { timestamp?: number; secret?: string }): string;
  eventFor(type: string, object: unknown): string;
  close(): Promise<void>;
}

/** The settings that make a test app collect Mexico's repayments through this fake Stripe. */
export function stripeSettings(stripe: FakeStripe): Record<string, string> {
  return {
    PAYMENT_PROVIDERS: 'MX=stripe',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  };
}

const stripeError = (status: number, message: string, param?: string): FakeAnswer => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
});

export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const secretKey = `sk_test_${fakeDigits(24)}`;
  const webhookSecret = `whsec_${fakeDigits(32)}`;
  const signer = new Stripe(secretKey);
  const intents = new Map<string, FakeIntent>();
  const customers = new Map<string, { id: string; name: string; balance: number }>();
  // What transfers put into each customer_balance intent so far (held until it is fully funded).
  const funded = new Map<string, number>();
  const disputes = new Map<string, { id: string; charge: string; amount: number }>();
  const later: Promise<Response>[] = [];
  const sent: { type: string; body: string }[] = [];
  const charges = new Map<string, { id: string; intent: string; amount: number; amount_refunded: number }>();
  const idempotent = new Map<string, FakeAnswer>();
  const requests: FakeRequest[] = [];
  const now = () => Math.floor(Date.now() / 1000);
  let listeningUrl = '';

  function createIntent(form: URLSearchParams): FakeAnswer {
    const amount = Number(form.get('amount'));
    const currency = form.get('currency') ?? '';
    if (!Number.isInteger(amount) || amount < 1000)
      return stripeError(400, 'Amount must be at least $10.00 mxn', 'amount');
    if (currency !== 'mxn') return stripeError(400, 'OXXO and SPEI only take mxn', 'currency');
    const type = form.get('payment_method_data[type]');
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(\w+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const id = fakeId('pi');
    const created = now();
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_action',
      created,
      customer: form.get('customer'),
      metadata,
      payment_method_types: [type ?? ''],
      next_action: null,
      latest_charge: null,
      livemode: false,
    };
    if (type === 'oxxo') {
      if (!form.get('payment_method_data[billing_details][name]'))
        return stripeError(400, 'OXXO requires the billing name', 'payment_method_data[billing_details][name]');
      const days = Number(form.get('payment_method_options[oxxo][expires_after_days]') ?? 3);
      const number = fakeDigits(18);
      intent.next_action = {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          number,
          expires_after: created + days * 86_400,
          hosted_voucher_url: `${listeningUrl}/vouchers/${id}`,
        },
      };
    } else if (type === 'customer_balance') {
      if (!intent.customer || !customers.has(intent.customer))
        return stripeError(400, 'customer_balance needs a customer', 'customer');
      if (form.get('payment_method_options[customer_balance][bank_transfer][type]') !== 'mx_bank_transfer')
        return stripeError(400, 'Only mx_bank_transfer is faked', 'payment_method_options');
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {
          amount_remaining: amount,
          currency,
          financial_addresses: [
            {
              type: 'spei',
              supported_networks: ['spei'],
              spei: { bank_code: '002', bank_name: 'BANAMEX', clabe: clabeOf('002180', fakeDigits(11)) },
            },
          ],
          hosted_instructions_url: `${listeningUrl}/instructions/${id}`,
          reference: fakeDigits(7),
          type: 'mx_bank_transfer',
        },
      };
    } else {
      return stripeError(
        400,
        'payment_method_data[type] must be oxxo or customer_balance',
        'payment_method_data[type]',
      );
    }
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function route(request: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(request.body);
    if (request.path === '/v1/customers' && request.method === 'POST') {
      const id = fakeId('cus');
      customers.set(id, { id, name: form.get('name') ?? '', balance: 0 });
      return { status: 200, body: { id, object: 'customer', name: form.get('name'), livemode: false } };
    }
    if (request.path === '/v1/payment_intents' && request.method === 'POST') return createIntent(form);
    if (request.path === '/v1/payment_intents' && request.method === 'GET') {
      const since = Number(request.query.get('created[gte]') ?? 0);
      const data = [...intents.values()].filter((i) => i.created >= since);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_intents' } };
    }
    const match = /^\/v1\/payment_intents\/(pi_\w+)(\/cancel)?$/.exec(request.path);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (match && !intent) return stripeError(404, 'No such payment_intent', 'intent');
    if (intent && match?.[2] && request.method === 'POST') {
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return stripeError(400, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
      intent.status = 'canceled';
      intent.next_action = null;
      giveBackFunding(intent);
      return { status: 200, body: intent };
    }
    if (intent && request.method === 'GET') return { status: 200, body: intent };
    return stripeError(404, `Unrecognized request URL (${request.method}: ${request.path})`);
  }

  const http = await startFakeHttp((request) => {
    if (request.path.startsWith('/vouchers/') || request.path.startsWith('/instructions/'))
      return {
        status: 200,
        body: '<!doctype html><title>Voucher</title><p>Stripe hosted page (fake)</p>',
        contentType: 'text/html',
      };
    requests.push(request);
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    if (fake.failNext) {
      fake.failNext = false;
      return { status: 500, body: { error: { type: 'api_error', message: 'fake outage' } } };
    }
    const key = request.headers['idempotency-key'];
    const keyed = typeof key === 'string' && request.method === 'POST' ? `${request.path} ${key}` : undefined;
    const kept = keyed ? idempotent.get(keyed) : undefined;
    if (kept) return kept;
    const answer = route(request);
    if (keyed && answer.status < 500) idempotent.set(keyed, answer);
    return answer;
  }, port);
  listeningUrl = http.url;

  const eventFor = (type: string, object: unknown) =>
    JSON.stringify(
      {
        id: fakeId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
  const sign = (body: string, options: { timestamp?: number; secret?: string } = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
  const post = (body: string, signature: string) =>
    fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body,
    });
  const send = (type: string, object: unknown) => {
    const body = eventFor(type, object);
    sent.push({ type, body });
    return post(body, sign(body));
  };
  /** A customer_cash_balance_transaction as Stripe's reference shows it (one kind of move per `type`). */
  const cashMove = (customerId: string, type: string, net: number, detail: Record<string, unknown>) => {
    const customer = customers.get(customerId);
    if (!customer) throw new Error(`no customer ${customerId}`);
    customer.balance += net;
    return {
      id: fakeId('ccsbtxn'),
      object: 'customer_cash_balance_transaction',
      created: now(),
      currency: 'mxn',
      customer: customerId,
      ending_balance: customer.balance,
      livemode: false,
      net_amount: net,
      type,
      [type]: detail,
    };
  };
  const cashBalanceOf = (customerId: string) => ({
    object: 'cash_balance',
    available: { mxn: customers.get(customerId)?.balance ?? 0 },
    customer: customerId,
    livemode: false,
    settings: { reconciliation_mode: 'automatic', using_merchant_default: true },
  });
  /** A cancelled intent's funding goes back to its customer's cash balance (Stripe tells after the cancel). */
  function giveBackFunding(intent: FakeIntent) {
    const held = funded.get(intent.id) ?? 0;
    if (held === 0 || !intent.customer) return;
    funded.delete(intent.id);
    const move = cashMove(intent.customer, 'unapplied_from_payment', held, { payment_intent: intent.id });
    const customer = intent.customer;
    later.push(
      new Promise((resolve) => setTimeout(resolve, 5)).then(async () => {
        await send('payment_intent.canceled', intent);
        await send('customer_cash_balance_transaction.created', move);
        return send('cash_balance.funds_available', cashBalanceOf(customer));
      }),
    );
  }
  const chargeOf = (intent: FakeIntent) => {
    if (!intent.latest_charge) throw new Error(`${intent.id} has no charge`);
    const charge = charges.get(intent.latest_charge);
    if (!charge) throw new Error(`${intent.id} has no charge`);
    return charge;
  };
  const must = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    return intent;
  };

  const fake: FakeStripe = {
    sent,
    url: http.url,
    secretKey,
    webhookSecret,
    webhookUrl: '',
    intents,
    requests,
    failNext: false,
    intentOf: (reference) => [...intents.values()].find((i) => i.metadata.reference === reference),
    async succeed(id) {
      fake.succeedUnsent(id);
      return send('payment_intent.succeeded', must(id));
    },
    succeedUnsent(id) {
      const intent = must(id);
      const charge = { id: fakeId('ch'), intent: id, amount: intent.amount, amount_refunded: 0 };
      charges.set(charge.id, charge);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        next_action: null,
        latest_charge: charge.id,
      });
    },
    async fail(id) {
      const intent = must(id);
      Object.assign(intent, { status: 'requires_payment_method', next_action: null });
      return send('payment_intent.payment_failed', intent);
    },
    async refund(id, amount) {
      const charge = chargeOf(must(id));
      charge.amount_refunded += amount;
      return send('charge.refunded', {
        id: charge.id,
        object: 'charge',
        amount: charge.amount,
        amount_refunded: charge.amount_refunded,
        refunded: charge.amount_refunded === charge.amount,
        payment_intent: id,
        currency: 'mxn',
      });
    },
    async dispute(id) {
      const charge = chargeOf(must(id));
      const dispute = { id: fakeId('dp'), charge: charge.id, amount: charge.amount };
      disputes.set(charge.id, dispute);
      return send('charge.dispute.created', {
        id: dispute.id,
        object: 'dispute',
        amount: charge.amount,
        charge: charge.id,
        payment_intent: id,
        currency: 'mxn',
        reason: 'fraudulent',
        status: 'needs_response',
      });
    },
    async closeDispute(id, status) {
      const charge = chargeOf(must(id));
      const dispute = disputes.get(charge.id);
      if (!dispute) throw new Error(`${id} has no dispute`);
      return send('charge.dispute.closed', {
        ...dispute,
        object: 'dispute',
        payment_intent: id,
        currency: 'mxn',
        reason: 'fraudulent',
        status,
      });
    },
    async bankTransfer(customerId, amount) {
      const responses: Response[] = [];
      const reference = fakeDigits(7);
      const funding = cashMove(customerId, 'funded', amount, {
        bank_transfer: { reference, type: 'mx_bank_transfer', spei: null },
      });
      responses.push(await send('customer_cash_balance_transaction.created', funding));
      // Automatic reconciliation: the customer's open intent takes what it still needs.
      const open = [...intents.values()].find(
        (i) =>
          i.customer === customerId &&
          i.status === 'requires_action' &&
          i.payment_method_types[0] === 'customer_balance',
      );
      const customer = customers.get(customerId);
      if (open && customer) {
        const before = funded.get(open.id) ?? 0;
        const applied = Math.min(customer.balance, open.amount - before);
        funded.set(open.id, before + applied);
        const move = cashMove(customerId, 'applied_to_payment', -applied, { payment_intent: open.id });
        responses.push(await send('customer_cash_balance_transaction.created', move));
        if (before + applied === open.amount) {
          funded.delete(open.id);
          fake.succeedUnsent(open.id);
          responses.push(await send('payment_intent.succeeded', open));
        } else {
          const instructions = open.next_action?.display_bank_transfer_instructions as Record<string, unknown>;
          instructions.amount_remaining = open.amount - before - applied;
          responses.push(await send('payment_intent.partially_funded', open));
        }
      }
      if ((customers.get(customerId)?.balance ?? 0) > 0)
        responses.push(await send('cash_balance.funds_available', cashBalanceOf(customerId)));
      return responses;
    },
    cashBalance: (customerId) => customers.get(customerId)?.balance ?? 0,
    delivered: () => Promise.all(later.splice(0)),
    post,
    sign,
    eventFor,
    close: http.close,
  };
  return fake;
}
