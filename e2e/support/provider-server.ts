import path from 'node:path';
import {
  type FakeRazorpay,
  razorpaySettings,
  startFakeRazorpay,
} from '../../apps/server/src/features/repay/providers/testing/fake-razorpay.ts';
import {
  type FakeStripe,
  startFakeStripe,
  stripeSettings,
} from '../../apps/server/src/features/repay/providers/testing/fake-stripe.ts';
import { type ServerProcess, startServer } from '../../apps/server/src/testing/server-process.ts';

/**
 * The product collecting through real providers' APIs: local fakes of Stripe and Razorpay (written from their API
 * references, as the server's own suites use them) and a server of its own configured with their keys, serving the
 * built web app. The suite's shared server keeps the house format.
 */
export interface ProviderServer {
  base: string;
  stripe: FakeStripe;
  razorpay: FakeRazorpay;
  close(): Promise<void>;
}

export async function startProviderServer(): Promise<ProviderServer> {
  const stripe = await startFakeStripe();
  const razorpay = await startFakeRazorpay();
  const server: ServerProcess = await startServer({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    WEB_DIST: path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist'),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...stripeSettings(stripe),
    ...razorpaySettings(razorpay),
    PAYMENT_PROVIDERS: 'MX=stripe,IN=razorpay',
  });
  stripe.webhookUrl = `${server.base}/webhooks/stripe`;
  razorpay.webhookUrl = `${server.base}/webhooks/razorpay`;
  return {
    base: server.base,
    stripe,
    razorpay,
    close: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      await stripe.close();
      await razorpay.close();
    },
  };
}
