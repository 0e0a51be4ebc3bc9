import { HOUSE_ACCOUNT_FORMATS, type HouseAccountKind, STAFF_ROUTES, type StaffData } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { invalid, notFound } from '../../http/failure.ts';
import { registerCall } from '../../http/register-call.ts';
import { writeAudit } from './audit.ts';
import { staffOf } from './auth.ts';
import { deskMarkets, inDeskMarkets, MARKET_OF } from './desk-markets.ts';
import { STAFF } from './messages.ts';
import { confirmOwnPassword } from './reauth.ts';

/** The column of `repay_channels` each kind of account is kept in (migration 075's `house_account`). */
const COLUMN_OF = { clabePrefix: 'clabe_prefix', upiVpa: 'upi_vpa', ifsc: 'ifsc' } as const satisfies Record<
  HouseAccountKind,
  string
>;
const KIND_OF_COLUMN = Object.fromEntries(Object.entries(COLUMN_OF).map(([kind, column]) => [column, kind])) as Record<
  string,
  HouseAccountKind
>;

type HouseChannelRow = { pay_code: string; name: string; house_account: string; value: string | null };

/** The value column named by the row's own `house_account`, read in the same statement. */
const HOUSE_CHANNELS = `select c.pay_code, c.name, c.house_account,
         case c.house_account when 'clabe_prefix' then c.clabe_prefix when 'upi_vpa' then c.upi_vpa
                              when 'ifsc' then c.ifsc end as value
    from repay_channels c where c.house_account is not null and ${inDeskMarkets(MARKET_OF.paymentChannel('c'), 1)}`;

const accountView = (row: HouseChannelRow): StaffData<'setPaymentAccount'> => ({
  payCode: row.pay_code,
  channel: row.name,
  kind: KIND_OF_COLUMN[row.house_account] ?? 'clabePrefix',
  value: row.value,
});

/**
 * Admins: the accounts the house payment channels of their market collect into (a UPI payee, an IFSC, a CLABE prefix).
 * Setting one redirects borrowers' money, so it is console only, takes the admin's password again and is audited with
 * the value before and after. A channel of another market answers like a missing one.
 */
export async function paymentAccountRoutes(app: FastifyInstance) {
  registerCall(app, STAFF_ROUTES.paymentAccounts, async (_input, request) => {
    const rows = await app.db.query<HouseChannelRow>(`${HOUSE_CHANNELS} order by c.position, c.pay_code`, [
      deskMarkets(staffOf(request)),
    ]);
    return { accounts: rows.map(accountView) };
  });

  registerCall(app, STAFF_ROUTES.setPaymentAccount, async (input, request, { params }) => {
    const staff = staffOf(request);
    await confirmOwnPassword(app, staff, input.password);
    return app.db.transaction(async (tx) => {
      const [row] = await tx.query<HouseChannelRow>(`${HOUSE_CHANNELS} and c.pay_code = $2 for update`, [
        deskMarkets(staff),
        params.payCode,
      ]);
      if (!row) throw notFound(STAFF.paymentChannelNotFound);
      const kind = KIND_OF_COLUMN[row.house_account];
      if (!kind) throw notFound(STAFF.paymentChannelNotFound);
      if (!HOUSE_ACCOUNT_FORMATS[kind].test(input.value))
        throw invalid(STAFF.paymentAccountFormat, { kind, channel: row.name });
      await tx.query(`update repay_channels set ${COLUMN_OF[kind]} = $2 where pay_code = $1`, [
        row.pay_code,
        input.value,
      ]);
      await writeAudit(tx, {
        agentId: staff.agent.id,
        agentEmail: staff.agent.email,
        action: 'payment-account-set',
        target: `payment-channel:${row.pay_code}`,
        before: { [kind]: row.value },
        after: { [kind]: input.value },
        ip: request.ip,
        via: staff.via,
      });
      return accountView({ ...row, value: input.value });
    });
  });
}
