import type { LendingMarket } from '@loan/contract';
import { type Env, paymentProvidersOf, type RealPaymentProvider } from '../../../config/env.ts';
import type { PaymentProvider } from './provider.ts';
import { razorpayProvider } from './razorpay.ts';
import { stripeProvider } from './stripe.ts';

/** The provider collecting each market's repayments; a market without one uses the house format. */
export interface PaymentProviders {
  forMarket(market: LendingMarket): PaymentProvider | undefined;
  byId(id: string): PaymentProvider | undefined;
}

const BUILDERS: Record<RealPaymentProvider, (env: Env) => PaymentProvider> = {
  stripe: (env) =>
    stripeProvider({
      secretKey: env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
    }),
  razorpay: (env) =>
    razorpayProvider({
      keyId: env.RAZORPAY_KEY_ID ?? '',
      keySecret: env.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiUrl: env.RAZORPAY_API_URL,
    }),
};

/** The providers `PAYMENT_PROVIDERS` names, built from their settings (readEnv has checked that each has its keys). */
export function paymentProvidersFromEnv(env: Env): PaymentProviders {
  const byMarket = new Map<string, PaymentProvider>();
  const byId = new Map<string, PaymentProvider>();
  for (const [marketId, id] of paymentProvidersOf(env).chosen) {
    const provider = byId.get(id) ?? BUILDERS[id](env);
    byId.set(id, provider);
    byMarket.set(marketId, provider);
  }
  return { forMarket: (market) => byMarket.get(market.id), byId: (id) => byId.get(id) };
}
