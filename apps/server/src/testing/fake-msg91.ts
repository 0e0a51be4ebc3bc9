import { randomBytes } from 'node:crypto';
import { type FakeProviderServer, type ReceivedRequest, startFakeProviderServer } from './fake-provider-server.ts';

/** A template as registered on the DLT platform and with MSG91: its id, DLT id, sender and text with `##name##`. */
export interface RegisteredTemplate {
  templateId: string;
  dltTemplateId: string;
  senderId: string;
  text: string;
}

export const FAKE_MSG91_AUTH_KEY = 'fake-msg91-auth-key-0123456789';

export interface Msg91Sent {
  requestId: string;
  templateId: string;
  mobiles: string;
  variables: Record<string, string>;
  /** The registered text with the variables filled in: what the phone shows. */
  text: string;
}

export interface FakeMsg91 extends FakeProviderServer {
  readonly sent: Msg91Sent[];
  /** The delivery report MSG91's webhook (JSON) posts for a request: status 1 delivered, 2 failed, 17 blocked… */
  report(requestId: string, status: '1' | '2' | '9' | '16' | '17' | '25', desc: string): Record<string, string>;
}

const msg91Error = (status: number, message: string) => ({ status, body: { type: 'error', message } });

/**
 * MSG91's flow API as its reference describes it: `POST /api/v5/flow` with the `authkey` header and a JSON body
 * (`template_id`, `sender`, `short_url`, `recipients: [{ mobiles, <variable>: value }]`), answered
 * `{"type":"success","message":"<request id>"}`. Only registered templates are sent, each from its registered sender
 * and with every one of its variables: what an Indian carrier would drop is refused here.
 */
export async function startFakeMsg91(templates: RegisteredTemplate[]): Promise<FakeMsg91> {
  const sent: Msg91Sent[] = [];
  const answer = (request: ReceivedRequest) => {
    if (request.method !== 'POST' || request.path.replace(/\/$/, '') !== '/api/v5/flow')
      return msg91Error(404, 'Not found');
    if (request.headers.authkey !== FAKE_MSG91_AUTH_KEY) return msg91Error(401, 'Authentication failure');
    const body = JSON.parse(request.body) as {
      template_id?: string;
      sender?: string;
      DLT_TE_ID?: string;
      recipients?: Record<string, string>[];
    };
    const template = templates.find((t) => t.templateId === body.template_id);
    if (!template) return { status: 200, body: { type: 'error', message: 'Template ID is not valid' } };
    if (body.sender !== template.senderId || body.DLT_TE_ID !== template.dltTemplateId)
      return { status: 200, body: { type: 'error', message: 'Sender or DLT template does not match the template' } };
    const [recipient, ...more] = body.recipients ?? [];
    if (!recipient || more.length > 0) return msg91Error(400, 'one recipient expected');
    const { mobiles = '', ...variables } = recipient;
    if (!/^91[6-9]\d{9}$/.test(mobiles)) return msg91Error(400, 'Invalid mobile number');
    const names = [...template.text.matchAll(/##(\w+)##/g)].map((m) => m[1] ?? '');
    const missing = names.filter((name) => !variables[name]);
    if (missing.length > 0) return msg91Error(400, `Variables missing: ${missing.join(', ')}`);
    const text = template.text.replace(/##(\w+)##/g, (_, name: string) => variables[name] ?? '');
    const requestId = randomBytes(12).toString('hex');
    sent.push({ requestId, templateId: template.templateId, mobiles, variables, text });
    return { status: 200, body: { type: 'success', message: requestId } };
  };
  const server = await startFakeProviderServer(answer, {
    fail: msg91Error(500, 'Internal server error'),
    refuse: msg91Error(400, 'Mobile number is blocked'),
  });
  return Object.assign(server, {
    sent,
    report(requestId: string, status: string, desc: string) {
      const message = sent.find((m) => m.requestId === requestId);
      if (!message) throw new Error(`the fake sent no request ${requestId}`);
      return {
        date: new Date().toISOString().slice(0, 19).replace('T', ' '),
        number: message.mobiles,
        senderId: templates.find((t) => t.templateId === message.templateId)?.senderId ?? '',
        requestId,
        status,
        desc,
        campaignName: 'API',
      };
    },
  });
}
