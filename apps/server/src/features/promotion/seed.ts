import type { Database } from '../../db/database.ts';

/** `settings` key recording that the landing templates of each market were inserted (once, like the other demo seeds). */
const MARKER = 'demo_seeded_landing_markets';
const BANNER = '/media/promo/banner-1.svg';
const DOWNLOAD = '/promo.html#/downloadTemplate';
const MAX_AMOUNT = 500_000;

/** The words of a landing in one set; `{amount}` is filled with the maximum amount in the market's currency. */
const WORDS = {
  es: {
    title: 'Tu préstamo desde el celular',
    subtitle: 'Solicita con tu número de celular. Respuesta en 1 día.',
    amountText: 'Hasta {amount}',
    buttonText: 'Solicitar ahora',
    agreementText: 'Al solicitar aceptas el contrato de préstamo y el aviso de privacidad.',
  },
  en: {
    title: 'A loan from your phone',
    subtitle: 'Apply with your mobile number. Decision within 1 day.',
    amountText: 'Up to {amount}',
    buttonText: 'Apply now',
    agreementText: 'By applying you accept the loan agreement and the privacy notice.',
  },
  zh: {
    title: '极速借款，快速到账',
    subtitle: '凭手机号即可申请，1天内审批。',
    amountText: '最高可借{amount}',
    buttonText: '立即申请',
    agreementText: '申请即表示您同意借款协议和隐私政策。',
  },
} as const;

const content = (set: keyof typeof WORDS) => ({
  ...WORDS[set],
  bannerUrl: BANNER,
  downloadUrl: DOWNLOAD,
  maxAmount: MAX_AMOUNT,
});

/**
 * One demo landing per market, each in its market's words and with its content in the sets `language=1|2` may ask
 * for: 1 Mexico (Spanish), 2 India (English), 3 the Chinese landing (Chinese wording, the 11-digit
 * `1[3-9]` rule). A database seeded before templates named a market has template 1 in English with a Mexican market;
 * it is rewritten, so no landing mixes languages.
 */
const TEMPLATES = [
  { id: 1, market: 'MX', wording: 'es', translations: { en: content('en') } },
  { id: 2, market: 'IN', wording: 'en', translations: { es: content('es') } },
  { id: 3, market: 'CN', wording: 'zh', translations: { en: content('en'), es: content('es') } },
] as const;

export async function seedPromotionDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [724_016]);
    if ((await tx.query('select 1 from settings where key = $1', [MARKER])).length > 0) return false;
    for (const template of TEMPLATES) {
      await tx.query(
        `insert into landing_templates (id, market, wording, content, translations) values ($1, $2, $3, $4, $5)
         on conflict (id) do update
           set market = excluded.market, wording = excluded.wording, content = excluded.content,
               translations = excluded.translations`,
        [
          template.id,
          template.market,
          template.wording,
          JSON.stringify(content(template.wording)),
          JSON.stringify(template.translations),
        ],
      );
    }
    await tx.query('insert into settings (key, value) values ($1, $2)', [MARKER, JSON.stringify(true)]);
    return true;
  });
}
