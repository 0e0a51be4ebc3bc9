import { expect as baseExpect, test } from '../support/fixtures.ts';
import { type ProviderServer, startProviderServer } from '../support/provider-server.ts';
import { fixtureUrl, type RepayFixture } from '../support/repay-fixture.ts';

// Journeys against a server of their own on a shared machine: a first paint may take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

let providers: ProviderServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  providers = await startProviderServer();
});
test.afterAll(async () => {
  await providers?.close();
});

async function freshOrder(market: 'MX' | 'IN'): Promise<RepayFixture> {
  const response = await fetch(`${providers.base}/dev/repay/fixture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ market }),
  });
  return (await response.json()) as RepayFixture;
}

test('Mexico: the OXXO voucher and SPEI CLABE come from Stripe; its payment_intent.succeeded settles the loan (es)', async ({
  page,
  context,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const order = await freshOrder('MX');
  await page.goto(providers.base + fixtureUrl('/repay', order, '2'));
  // 7-Eleven is not Stripe's: only SPEI and OXXO are offered.
  await expect(page.getByRole('listitem')).toHaveCount(2);

  const oxxo = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  await oxxo.scrollIntoViewIfNeeded();
  const copy = oxxo.getByRole('button', { name: /^Copiar referencia \d+$/ });
  await expect(copy).toBeVisible();
  const intents = [...providers.stripe.intents.values()].filter((i) => i.metadata.orderId === order.orderId);
  const voucher = intents.find((i) => i.payment_method_types.includes('oxxo'));
  const details = voucher?.next_action?.oxxo_display_details as {
    number: string;
    hosted_voucher_url: string;
    expires_after: number;
  };
  await expect(copy).toHaveAccessibleName(`Copiar referencia ${details.number}`);
  // Stripe's printable voucher opens its own page, and the card says until when the store takes the voucher.
  const hosted = oxxo.getByRole('link', { name: 'Abrir ficha' });
  await expect(hosted).toHaveAttribute('href', details.hosted_voucher_url);
  await expect(hosted).toHaveAttribute('target', '_blank');
  const until = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    dateStyle: 'short',
  }).format(new Date(details.expires_after * 1000));
  await expect(oxxo.getByText(/^Paga antes del/)).toContainText(until);
  await oxxo.evaluate((item) => item.scrollIntoView({ block: 'center' }));
  await shot('repay-stripe-oxxo-2');
  await copy.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(details.number);
  await expect(oxxo.getByRole('button', { name: 'Ampliar el código de barras de OXXO' })).toBeVisible();

  const spei = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'SPEI' }) });
  const clabeButton = spei.getByRole('button', { name: /^Copiar CLABE \d{18}$/ });
  await expect(clabeButton).toBeVisible();
  const transfer = [...providers.stripe.intents.values()].find(
    (i) => i.metadata.orderId === order.orderId && i.payment_method_types.includes('customer_balance'),
  )?.next_action?.display_bank_transfer_instructions as { financial_addresses: { spei: { clabe: string } }[] };
  await expect(clabeButton).toHaveAccessibleName(`Copiar CLABE ${transfer.financial_addresses[0]?.spei.clabe}`);
  await spei.scrollIntoViewIfNeeded();
  await shot('repay-stripe-spei-2');
  await expectAccessible('repay with Stripe’s OXXO voucher and SPEI CLABE');

  // The OXXO instructions: Stripe's voucher number, its barcode and its printable voucher.
  await oxxo.getByRole('button', { name: /Paga en efectivo en cualquier tienda OXXO/ }).click();
  await expect(page.getByRole('heading', { name: 'Pago del préstamo en OXXO' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Copiar referencia ${details.number}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir ficha' })).toHaveAttribute('href', details.hosted_voucher_url);
  await shot('carpmm-stripe-oxxo-2');
  await expectAccessible('OXXO instructions from Stripe');

  // Stripe's webhook: the voucher was paid at the till.
  if (!voucher) throw new Error('no OXXO PaymentIntent at the fake');
  expect((await providers.stripe.succeed(voucher.id)).status).toBe(200);

  await page.goto(providers.base + fixtureUrl('/loanDetail', order, '2'));
  const receipts = page.getByRole('region', { name: 'Comprobantes de pago' });
  await expect(receipts.getByRole('link', { name: /Ver carta finiquito/ })).toBeVisible();
  await receipts.getByRole('link', { name: /^Pago del préstamo de / }).click();
  const receipt = page.getByRole('article', { name: 'Pago del préstamo' });
  await expect(receipt.getByRole('definition').filter({ hasText: /^OXXO$/ })).toBeVisible();
  await page.goto(providers.base + fixtureUrl('/repay', order, '2'));
  await expect(page.getByRole('heading', { name: 'No tienes nada pendiente de pago' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(0);
});

test('Mexico: a SPEI transfer of less than the amount is shown as arrived, with what is left to send; the rest settles the loan (en)', async ({
  page,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(90_000);
  const order = await freshOrder('MX');
  await page.goto(providers.base + fixtureUrl('/repay', order, '1'));
  const spei = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'SPEI' }) });
  await expect(spei.getByRole('button', { name: /^Copy CLABE \d{18}$/ })).toBeVisible();
  const intent = [...providers.stripe.intents.values()].find(
    (i) => i.metadata.orderId === order.orderId && i.payment_method_types.includes('customer_balance'),
  );
  if (!intent?.customer) throw new Error('no SPEI PaymentIntent at the fake');
  await expect(spei.getByText(/of your transfer/)).toHaveCount(0);

  // A third arrives: Stripe holds it on the intent and nothing is paid, so the borrower is told what came and what is
  // left to send to the same CLABE.
  const part = Math.floor(intent.amount / 3);
  for (const response of await providers.stripe.bankTransfer(intent.customer, part)) expect(response.status).toBe(200);
  await page.reload();
  const money = (minor: number) =>
    `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(spei.getByText(`We have received ${money(part)} of your transfer.`, { exact: false })).toContainText(
    `Send the remaining ${money(intent.amount - part)} to the same account`,
  );
  await spei.scrollIntoViewIfNeeded();
  await shot('repay-stripe-spei-partial-1');
  await expectAccessible('repay with a SPEI transfer received in part');

  for (const response of await providers.stripe.bankTransfer(intent.customer, intent.amount - part))
    expect(response.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing left to pay' })).toBeVisible();
});

test('India: Razorpay’s virtual account (number, IFSC) and UPI request (link, QR code); the UPI payment settles the loan (en)', async ({
  page,
  context,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const order = await freshOrder('IN');
  await page.goto(providers.base + fixtureUrl('/repay', order, '1'));
  // No cash retail point at Razorpay: UPI and NEFT only.
  await expect(page.getByRole('listitem')).toHaveCount(2);

  // NEFT: the plan's card shows the virtual account's number and its IFSC, each with its own Copy, as Razorpay made
  // them (a house NEFT reference is its account number too).
  const neft = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'NEFT' }) });
  const listed = neft.getByRole('button', { name: /^Copy account number \d+$/ });
  await expect(listed).toBeVisible();
  const va = [...providers.razorpay.objects.values()].find((o) => o.kind === 'va');
  const receiver = (va?.body.receivers as { account_number: string; ifsc: string }[] | undefined)?.[0];
  await expect(listed).toHaveAccessibleName(`Copy account number ${receiver?.account_number}`);
  await neft.getByRole('button', { name: `Copy IFSC ${receiver?.ifsc}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(receiver?.ifsc);
  await expect(neft.getByRole('button', { name: /^Copy reference/ })).toHaveCount(0);

  // UPI: Razorpay's request on the card, as its QR code and a link that opens a UPI app.
  const upi = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'UPI', exact: true }) });
  await upi.scrollIntoViewIfNeeded();
  await expect(upi.getByRole('button', { name: /^Copy reference \d{16}$/ })).toBeVisible();
  const qrCode = [...providers.razorpay.objects.values()].find((o) => o.kind === 'qr');
  const upiLink = String(qrCode?.body.image_content);
  const upiPayee = new URL(upiLink).searchParams.get('pa');
  await expect(upi.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', upiLink);
  await expect(upi.getByRole('img', { name: `QR code to pay ${upiPayee} by UPI` })).toBeVisible();
  await shot('repay-razorpay-1');
  await expectAccessible('repay with Razorpay’s virtual account and UPI request');

  // The NEFT instructions: the account number and the IFSC, each with its own Copy.
  await neft.getByRole('button', { name: /Bank transfer by NEFT or IMPS/ }).click();
  await expect(page.getByRole('heading', { name: 'Loan repayment at NEFT / IMPS' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Copy account number ${receiver?.account_number}` })).toBeVisible();
  await page.getByRole('button', { name: `Copy IFSC ${receiver?.ifsc}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(receiver?.ifsc);
  await shot('carpmm-razorpay-neft-1');

  // The UPI instructions: Razorpay's request, as a link to a UPI app and its QR code.
  await page.goBack();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: 'UPI', exact: true }) })
    .getByRole('button', { name: /Pay from any UPI app/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Loan repayment at UPI' })).toBeVisible();
  const qr = [...providers.razorpay.objects.values()].find((o) => o.kind === 'qr');
  const payee = new URL(String(qr?.body.image_content)).searchParams.get('pa');
  await expect(page.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
    'href',
    String(qr?.body.image_content),
  );
  await expect(page.getByRole('img', { name: `QR code to pay ${payee} by UPI` })).toBeVisible();
  await shot('carpmm-razorpay-upi-1');
  await expectAccessible('UPI instructions from Razorpay');

  if (!qr) throw new Error('no QR code at the fake');
  const { responses } = await providers.razorpay.payQr(qr.id);
  for (const response of responses) expect(response.status).toBe(200);

  await page.goto(providers.base + fixtureUrl('/loanDetail', order, '1'));
  const receipts = page.getByRole('region', { name: 'Payment receipts' });
  await expect(receipts.getByRole('link', { name: /View no dues certificate/ })).toBeVisible();
  await receipts.getByRole('link', { name: /^Loan repayment of / }).click();
  await expect(page.getByRole('article').getByRole('definition').filter({ hasText: /^UPI$/ })).toBeVisible();
});
