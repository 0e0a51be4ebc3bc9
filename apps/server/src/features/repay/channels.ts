import { type LendingMarket, storedLendingMarket } from '@loan/contract';
import { type Queryable, toSafeInt } from '../../db/database.ts';
import { word, wordingColumn } from '../../http/wording.ts';
import type { LendingLocale, Locale } from '../../plugins/locale.ts';
import { CHANNEL_DESC, CHANNEL_INSTRUCTIONS } from './messages.ts';

/** The columns of `repay_channels` that hold the lender's own accounts (migration 075), one per house channel. */
export type HouseAccountColumn = 'clabe_prefix' | 'upi_vpa' | 'ifsc';

export interface InstructionSection {
  title: string;
  content: string[];
}

export interface Channel {
  payCode: string;
  /** The market the channel collects in: its payments carry that market's tax. */
  market: LendingMarket;
  kind: 'bank' | 'store';
  name: string;
  logo: string;
  desc: string;
  hasBarcode: boolean;
  companyName: string;
  instructions: InstructionSection[];
  receiptEmail: string | null;
  visitUrl: string | null;
  /** SPEI: bank and plaza of the CLABEs its references are given. */
  clabePrefix: string | null;
  /** UPI: the payee VPA. */
  upiVpa: string | null;
  /** NEFT / IMPS: the IFSC of the account the reference numbers. */
  ifsc: string | null;
  /** Which of the three above the channel cannot work without (the lender's own account; house-accounts.ts). */
  houseAccount: HouseAccountColumn | null;
}

type ChannelRow = {
  pay_code: string;
  market: string;
  kind: 'bank' | 'store';
  name: string;
  logo: string;
  /** The catalogue's key of the description (CHANNEL_DESC); null for a channel that words its own. */
  desc_key: string | null;
  desc_es: string | null;
  desc_en: string | null;
  has_barcode: number;
  company_name: string;
  /** The instructions' sections as catalogue keys (CHANNEL_INSTRUCTIONS); null for a channel that words its own. */
  instruction_keys: unknown;
  instructions_es: unknown;
  instructions_en: unknown;
  receipt_email: string | null;
  visit_url: string | null;
  clabe_prefix: string | null;
  upi_vpa: string | null;
  ifsc: string | null;
  house_account: HouseAccountColumn | null;
};

const COLUMNS = `pay_code, market, kind, name, logo, desc_key, desc_es, desc_en, has_barcode, company_name, instruction_keys,
                 instructions_es, instructions_en, receipt_email, visit_url, clabe_prefix, upi_vpa, ifsc, house_account`;

function toSections(value: unknown): InstructionSection[] {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.map((section: { title?: unknown; content?: unknown }) => ({
    title: String(section.title ?? ''),
    content: Array.isArray(section.content) ? section.content.map(String) : [],
  }));
}

/** The channel's description: the catalogue's wording of its key, else the row's own text (a channel added without one). */
function describe(row: ChannelRow, locale: Locale): string {
  if (row.desc_key === null) return String(row[wordingColumn(locale, 'desc') as 'desc_en' | 'desc_es']);
  if (!Object.hasOwn(CHANNEL_DESC, row.desc_key))
    throw new Error(`repay_channels: no wording for desc_key ${row.desc_key}`);
  return word(locale, CHANNEL_DESC[row.desc_key as keyof typeof CHANNEL_DESC]);
}

/**
 * The channel's instructions: the catalogue's wording of the sections its row keys, else the row's own sections (a
 * channel added without keys).
 */
function instruct(row: ChannelRow, locale: Locale): InstructionSection[] {
  if (row.instruction_keys === null)
    return toSections(row[wordingColumn(locale, 'instructions') as 'instructions_en' | 'instructions_es']);
  const wordKey = (key: string) => {
    if (!Object.hasOwn(CHANNEL_INSTRUCTIONS, key))
      throw new Error(`repay_channels: no wording for instruction key ${key}`);
    return word(locale, CHANNEL_INSTRUCTIONS[key as keyof typeof CHANNEL_INSTRUCTIONS]);
  };
  return toSections(row.instruction_keys).map((section) => ({
    title: wordKey(section.title),
    content: section.content.map(wordKey),
  }));
}

function toChannel(row: ChannelRow, locale: Locale): Channel {
  const market = storedLendingMarket(row.market);
  return {
    payCode: row.pay_code,
    market,
    kind: row.kind,
    name: row.name,
    logo: row.logo,
    desc: describe(row, locale),
    hasBarcode: Number(row.has_barcode) === 1,
    companyName: row.company_name,
    instructions: instruct(row, locale),
    receiptEmail: row.receipt_email,
    visitUrl: row.visit_url,
    clabePrefix: row.clabe_prefix,
    upiVpa: row.upi_vpa,
    ifsc: row.ifsc,
    houseAccount: row.house_account,
  };
}

/** The active channels of the locale's market, banks first, in their configured order, worded for the locale. */
export async function channelsOf(db: Queryable, locale: LendingLocale): Promise<Channel[]> {
  const rows = await db.query<ChannelRow>(
    `select ${COLUMNS} from repay_channels where market = $1 and active = 1
      order by case kind when 'bank' then 0 else 1 end, position`,
    [locale.market.id],
  );
  return rows.map((row) => toChannel(row, locale));
}

/**
 * One active channel of the borrower's market by its pay code: a channel of another market collects another currency,
 * so it is no channel for this borrower's loan (as if it did not exist).
 */
export async function findChannel(db: Queryable, payCode: string, locale: LendingLocale): Promise<Channel | undefined> {
  const [row] = await db.query<ChannelRow>(
    `select ${COLUMNS} from repay_channels where pay_code = $1 and market = $2 and active = 1`,
    [payCode, locale.market.id],
  );
  return row ? toChannel(row, locale) : undefined;
}

/** A channel with its live reference for one purpose and amount, when it has one (read, never made, here). */
export interface ChannelWithReference extends Channel {
  live: {
    reference: string;
    clabe: string | null;
    instructions: unknown;
    expiresAt: Date;
    /** What of a bank transfer the provider holds so far, until the rest arrives. */
    received: number | null;
  } | null;
}

/**
 * The active channels of the locale's market (as `channelsOf`) each with its live, unexpired reference for this order,
 * purpose and amount, in one statement that writes nothing: reading the repayment plan costs one round trip for its
 * channels; a channel without a reference gets one only when the screen asks for it (its card on screen).
 */
export async function channelsWithReferences(
  db: Queryable,
  locale: LendingLocale,
  key: { orderId: number; requestType: number; amount: number; provider: string },
): Promise<ChannelWithReference[]> {
  const rows = await db.query<
    ChannelRow & {
      reference: string | null;
      reference_clabe: string | null;
      instructions: unknown;
      reference_expires_at: Date | string | null;
      provider_received: unknown;
    }
  >(
    `select ${COLUMNS.replace(/(\w+)/g, 'c.$1')}, r.reference, r.clabe as reference_clabe, r.instructions,
            r.expires_at as reference_expires_at, r.provider_received
       from repay_channels c
       left join payment_references r
         on r.order_id = $2 and r.pay_code = c.pay_code and r.request_type = $3 and r.amount = $4
        and r.provider = $5 and r.paid_at is null and r.retired_at is null and r.expires_at > now()
      where c.market = $1 and c.active = 1
      order by case c.kind when 'bank' then 0 else 1 end, c.position`,
    [locale.market.id, key.orderId, key.requestType, key.amount, key.provider],
  );
  return rows.map((row) => ({
    ...toChannel(row, locale),
    live:
      row.reference === null
        ? null
        : {
            reference: row.reference,
            clabe: row.reference_clabe,
            instructions: row.instructions,
            expiresAt: new Date(row.reference_expires_at ?? 0),
            received: row.provider_received === null ? null : toSafeInt(row.provider_received),
          },
  }));
}
