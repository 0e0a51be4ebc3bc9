import { CLIENT_ERRORS_PER_IP_PER_MINUTE, clientErrorReport, scrubClientRoute, scrubClientText } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

/**
 * Errors borrowers hit in the browser (render errors, unhandled rejections, answers the contract refused), sent by
 * the web app's platform/error-report.ts: logged with this request's id and the page's, and counted by kind. The report carries no
 * personal data (the contract refuses a query in the route; the message and the route are scrubbed again here,
 * whatever the sender did), and each IP may send a few a minute across all servers.
 */
export async function clientErrorRoutes(app: FastifyInstance) {
  const reported = app.metrics.counter({
    name: 'client_errors_total',
    help: 'Errors the web app reported from borrowers’ browsers, by kind',
    labelNames: ['kind'],
  });

  registerCall(
    app,
    clientErrorReport,
    async (input, request) => {
      reported.inc({ kind: input.kind });
      request.log.warn(
        {
          clientError: {
            kind: input.kind,
            route: scrubClientRoute(input.route),
            appVersion: input.appVersion,
            message: scrubClientText(input.message),
            // The page's own request: its server log lines carry this id (reqId).
            ...(input.pageRequestId ? { pageRequestId: input.pageRequestId } : {}),
          },
        },
        'error reported by the web app',
      );
      return {};
    },
    {
      rateLimit: {
        max: CLIENT_ERRORS_PER_IP_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => `client-errors|${request.ip}`,
      },
    },
  );
}
