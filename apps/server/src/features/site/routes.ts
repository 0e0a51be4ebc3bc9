import {
  CONTACT_MESSAGES_PER_IP_PER_HOUR,
  FAILURE_CODE,
  internationalPhone,
  nationalPhone,
  sendContactMessage,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { Failure } from '../../http/failure.ts';
import { registerCall } from '../../http/register-call.ts';
import { setLocale, siteLocaleOf } from '../../plugins/locale.ts';
import { storeContactMessage } from './contact-messages.ts';
import { SITE } from './messages.ts';

/**
 * The public site's contact form (`/Contact` and the home page). The market is the site's (its `language`, decided at
 * the edge), which also decides what a valid phone number is. Each IP may send a few messages an hour.
 */
export async function siteRoutes(app: FastifyInstance) {
  registerCall(
    app,
    sendContactMessage,
    async (input, request) => {
      const { market, wording } = siteLocaleOf(request);
      // Refusals are worded in the site's language, not the in-app default.
      setLocale(request, { market, wording });
      const national = nationalPhone(market, input.phone);
      if (national === null) throw new Failure(FAILURE_CODE.invalidRequest, SITE.phoneInvalid, 400);
      await storeContactMessage(app.db, {
        market,
        name: input.name,
        email: input.email,
        phone: internationalPhone(market, national),
        message: input.message,
        sourcePage: input.sourcePage,
      });
      return {};
    },
    {
      rateLimit: {
        max: CONTACT_MESSAGES_PER_IP_PER_HOUR,
        timeWindow: '1 hour',
        keyGenerator: (request) => `site-contact|${request.ip}`,
        // Counted after the body is validated: a visitor correcting a mistyped e-mail is not using up the messages
        // they may send (the general per-IP limit still covers every request).
        hook: 'preHandler',
        // Thrown to the error handler, which words it in the site's language.
        errorResponseBuilder: () => new Failure(FAILURE_CODE.rateLimited, SITE.tooManyMessages, 429),
      },
    },
  );
}
