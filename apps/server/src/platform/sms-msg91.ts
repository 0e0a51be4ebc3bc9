import { errorBody, failedStatus, networkError, type SmsAdapter } from './sms-adapter.ts';

/** Where the product receives MSG91's delivery reports (its panel's SMS webhook, JSON). */
export const MSG91_REPORT_PATH = '/webhooks/sms/msg91';

/** A message kind's registration: MSG91's template (flow) id and the DLT template id TRAI's registry gave its text. */
export interface Msg91Template {
  templateId: string;
  dltTemplateId: string;
}

export interface Msg91Settings {
  authKey: string;
  /** The DLT-registered sender id (header) the templates were registered under, 6 characters. */
  senderId: string;
  /** Each message kind (`promotion-register`, …) and its registered template: nothing is sent as free text. */
  templates: Record<string, Msg91Template>;
  /** MSG91's API host; only tests point it elsewhere (their fake of the flow API). */
  apiBase: string;
  timeoutMs: number;
}

/**
 * MSG91's flow API (`POST /api/v5/flow`, header `authkey`): the kind's registered template filled with the message's
 * values, which carry the template's variable names (`##code##`, `##amount##`, `##app##`). MSG91 answers
 * `{"type":"success","message":"<request id>"}`; the request id is what its delivery report names.
 */
export function msg91Adapter(settings: Msg91Settings): SmsAdapter {
  const url = new URL('/api/v5/flow', settings.apiBase).href;
  return {
    provider: 'msg91',
    async deliver(message) {
      const template = settings.templates[message.purpose];
      if (!template) return { outcome: 'refused', error: `no MSG91 template is registered for ${message.purpose}` };
      let response: Response;
      let body: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            template_id: template.templateId,
            sender: settings.senderId,
            DLT_TE_ID: template.dltTemplateId,
            short_url: '0',
            recipients: [{ ...message.variables, mobiles: message.to.replace(/^\+/, '') }],
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        return networkError(error, settings.timeoutMs);
      }
      if (!response.ok) return failedStatus(response.status, `msg91 answered ${response.status} ${errorBody(body)}`);
      const answer = parseAnswer(body);
      // MSG91 answers some refusals (a template not approved, a bad sender) with 200 and `type: error`.
      if (answer?.type === 'success' && answer.message) return { outcome: 'sent', providerMessageId: answer.message };
      return { outcome: 'refused', error: `msg91 refused: ${errorBody(body)}` };
    },
  };
}

function parseAnswer(body: string): { type?: string; message?: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { type, message } = parsed as Record<string, unknown>;
    return {
      type: typeof type === 'string' ? type : undefined,
      message: typeof message === 'string' ? message : undefined,
    };
  } catch {
    return undefined;
  }
}
