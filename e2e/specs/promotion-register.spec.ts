import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, test } from '../support/fixtures.ts';
import { recordMoments } from '../support/moments.ts';

/** Phones no other test of this run uses (the e2e run shares one server and database). */
let counter = 0;
const uniquePhone = () =>
  `13${String((Date.now() + process.pid) % 1e5).padStart(5, '0')}${String(++counter).padStart(4, '0')}`;

/** Template 3 is the Chinese landing: Chinese wording, the 11-digit `1[3-9]` rule, its messages. */
const landingUrl = (tag: string, extra = '') => `/promo.html#/?id=3&app_from=e2e&user_from=u1&utm_tag=${tag}${extra}`;
const TITLE = '极速借款，快速到账';
const APPLY = '立即申请';

/** The captcha's answer through the test-only hook, from the sid in the image URL. */
async function captchaAnswer(page: Page, request: APIRequestContext): Promise<string> {
  const image = page.getByRole('button', { name: /图形验证码，点击换一张|Picture code; tap/ }).locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  const src = (await image.getAttribute('src')) ?? '';
  const sid = new URL(src, 'http://x').searchParams.get('sid');
  const response = await request.get(`/dev/captcha?sid=${sid}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).answer;
}

async function smsCodeOf(request: APIRequestContext, phone: string): Promise<string> {
  const outbox = await (await request.get(`/dev/sms-outbox?phone=${phone}`)).json();
  const code = /\d{6}/.exec(outbox.messages[0]?.body ?? '')?.[0];
  expect(code, `an SMS to ${phone}`).toBeTruthy();
  return code as string;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function fillPhoneAndCaptcha(page: Page, request: APIRequestContext, phone: string) {
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('图形验证码', { exact: true }).fill(await captchaAnswer(page, request));
}

test.describe('promotion landing, the Chinese one (template 3)', () => {
  test('a visitor registers with captcha and SMS, lands on the download page, and the visit and click are counted', async ({
    page,
    request,
    shot,
    expectAccessible,
  }) => {
    // The whole journey with two accessibility scans: more than the default 30 s on a busy machine.
    test.slow();
    const tag = `e2e-${Date.now()}`;
    const phone = uniquePhone();
    await page.goto(landingUrl(tag));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('最高可借¥5.000,00')).toBeVisible();
    await expect(page).toHaveTitle('注册');
    await expectAccessible('promotion landing');
    await shot('promo-landing');
    // The picture is a PNG drawn on the server at twice its CSS size; its address names the sid and nothing else.
    const picture = page.getByRole('button', { name: '图形验证码，点击换一张' }).locator('img');
    await expect(picture).toHaveJSProperty('naturalWidth', 240);
    expect([...new URL((await picture.getAttribute('src')) ?? '', 'http://x').searchParams.keys()]).toEqual([
      'sid',
      't',
    ]);

    await fillPhoneAndCaptcha(page, request, phone);
    const send = page.getByRole('button', { name: '获取验证码' });
    // The countdown starts at 60 s, as the page showed it (what is left when this process reads it depends on load).
    const countdown = await recordMoments(page, { started: { text: '60秒后重新获取' } });
    await send.click();
    await expect(toast(page, '验证码已发送，请在手机上查看！')).toBeVisible();
    const counting = page.getByRole('button', { name: /^\d+秒后重新获取$/ });
    await expect(counting).toBeVisible();
    expect((await countdown()).started, 'the countdown showed 60 s first').toBeDefined();

    // Resending during the countdown is refused on the page, before any request. The button is aria-disabled (so
    // Playwright waits for it to be enabled) but still answers a tap with the message: force the tap.
    await expect(counting).toHaveAttribute('aria-disabled', 'true');
    await counting.click({ force: true });
    await expect(toast(page, '请勿重复发送验证码!')).toBeVisible();
    await shot('promo-countdown');

    await page.getByLabel('短信验证码').fill(await smsCodeOf(request, phone));
    await page.getByRole('button', { name: APPLY }).click();
    await expect(toast(page, '注册成功')).toBeVisible();
    await expect(page).toHaveURL(/#\/downloadTemplate\?app_from=e2e&user_from=u1&utm_tag=.*&id=3&down_id=3/);
    await expect(page.getByRole('heading', { level: 1, name: '下载APP' })).toBeVisible();
    await expect(page.getByRole('link', { name: '从 App Store 下载' })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(page.getByRole('link', { name: '打开APP' })).toHaveAttribute('href', 'lendh5://open');
    await expectAccessible('download page');
    await shot('promo-download');

    const traffic = await (await request.get(`/dev/promotion-traffic?utm_tag=${tag}`)).json();
    expect(traffic.rows).toEqual([{ pageId: '3', visits: 1, clicks: 1 }]);
  });

  test("the send's proof of work is searched in a worker, off the page's thread", async ({ page }) => {
    // Tens of thousands of digests on the page's thread held typing and taps for seconds on a slow phone.
    const worker = page.waitForEvent('worker');
    await page.goto(landingUrl('e2e-worker'));
    expect((await worker).url()).toMatch(/proof-of-work\.worker/);
  });

  test('an already registered phone is told so and sent to the download page', async ({ page, request }) => {
    const phone = uniquePhone();
    expect((await request.post(`/dev/promotion-registration?phone=${phone}&id=3`)).ok()).toBe(true);
    await page.goto(landingUrl('e2e-again'));
    await fillPhoneAndCaptcha(page, request, phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(toast(page, '验证码已发送，请在手机上查看！')).toBeVisible();
    await page.getByLabel('短信验证码').fill(await smsCodeOf(request, phone));
    await page.getByRole('button', { name: APPLY }).click();
    await expect(toast(page, '您已注册,请直接下载APP登录！')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '下载APP' })).toBeVisible();
  });

  test('checks the phone, the picture code and the SMS code before sending anything', async ({ page, request }) => {
    test.slow();
    await page.goto(landingUrl('e2e-checks'));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

    // Refreshing the picture needs a valid phone first.
    await page.getByRole('button', { name: '图形验证码，点击换一张' }).click();
    await expect(toast(page, '请正确输入手机号！')).toBeVisible();

    await page.getByLabel('手机号').fill('12345678901');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(toast(page, '请正确输入手机号！')).toBeVisible();

    const phone = uniquePhone();
    await page.getByLabel('手机号').fill(phone);
    await expect(page.getByLabel('手机号')).toHaveValue(`${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(toast(page, '请正确输入图形验证码！')).toBeVisible();

    await page.getByLabel('图形验证码', { exact: true }).fill(await captchaAnswer(page, request));
    await page.getByRole('button', { name: APPLY }).click();
    await expect(toast(page, '请正确输入短信验证码！')).toBeVisible();

    // A wrong picture code: the server answers 101, the page shows its message and draws a new picture.
    const image = page.getByRole('button', { name: '图形验证码，点击换一张' }).locator('img');
    const before = await image.getAttribute('src');
    const answer = await captchaAnswer(page, request);
    await page.getByLabel('图形验证码', { exact: true }).fill(answer === 'AAAA' ? 'CCCC' : 'AAAA');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(toast(page, '图形验证码错误，请重新输入')).toBeVisible();
    await expect(image).not.toHaveAttribute('src', before ?? '');
    await expect(page.getByLabel('图形验证码', { exact: true })).toHaveValue('');
  });

  test('the agreement trip keeps what was typed and counts one visit; a long campaign tag registers; the download page says registered', async ({
    page,
    request,
    shot,
    expectAccessible,
  }) => {
    test.slow();
    // Ad networks' tags can be longer than what is kept (64): the tag is cut, never a reason to refuse.
    const tag = `e2e-long-${Date.now()}-`.padEnd(76, 'x');
    const phone = uniquePhone();
    await page.goto(landingUrl(tag));
    await fillPhoneAndCaptcha(page, request, phone);
    const typedCaptcha = await page.getByLabel('图形验证码', { exact: true }).inputValue();
    const picture = await page
      .getByRole('button', { name: '图形验证码，点击换一张' })
      .locator('img')
      .getAttribute('src');

    await page.getByRole('link', { name: '《用户协议》' }).click();
    await expect(page).toHaveURL(/#\/agreementTemplate\?.*links_id=3/);
    await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '二、您的账户' })).toBeVisible();
    await expectAccessible('agreement');
    await page.getByRole('link', { name: /返回注册/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page).toHaveTitle('注册');
    // The same number, the same picture and the answer typed for it.
    await expect(page.getByLabel('手机号')).toHaveValue(/\d/);
    expect((await page.getByLabel('手机号').inputValue()).replace(/\D/g, '')).toBe(phone);
    await expect(page.getByLabel('图形验证码', { exact: true })).toHaveValue(typedCaptcha);
    await expect(page.getByRole('button', { name: '图形验证码，点击换一张' }).locator('img')).toHaveAttribute(
      'src',
      picture ?? '',
    );

    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(toast(page, '验证码已发送，请在手机上查看！')).toBeVisible();
    await page.getByLabel('短信验证码').fill(await smsCodeOf(request, phone));
    await page.getByRole('button', { name: APPLY }).click();
    await expect(page.getByRole('heading', { level: 1, name: '下载APP' })).toBeVisible();
    const registered = page.getByRole('region', { name: '注册成功' });
    await expect(registered).toContainText('请下载APP');
    await expectAccessible('download page after registering');
    await shot('promo-download-registered');

    const traffic = await (await request.get(`/dev/promotion-traffic?utm_tag=${tag.slice(0, 64)}`)).json();
    expect(traffic.rows).toEqual([{ pageId: '3', visits: 1, clicks: 1 }]);
  });

  test('a send the limits refuse keeps the picture and its typed answer', async ({ page, context, request }) => {
    test.slow();
    const phone = uniquePhone();
    // A code was just sent to this number from another tab: the next one must wait.
    const other = await context.newPage();
    await other.goto(landingUrl('e2e-limit'));
    await fillPhoneAndCaptcha(other, request, phone);
    await other.getByRole('button', { name: '获取验证码' }).click();
    await expect(toast(other, '验证码已发送，请在手机上查看！')).toBeVisible();
    await other.close();

    await page.goto(landingUrl('e2e-limit'));
    await fillPhoneAndCaptcha(page, request, phone);
    const typed = await page.getByLabel('图形验证码', { exact: true }).inputValue();
    const image = page.getByRole('button', { name: '图形验证码，点击换一张' }).locator('img');
    const src = await image.getAttribute('src');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('status').last()).toBeVisible();
    await expect(page.getByLabel('图形验证码', { exact: true })).toHaveValue(typed);
    await expect(image).toHaveAttribute('src', src ?? '');
  });

  // In the hash (the built shell asks for it) or in the query (the server finds none and sends that same shell).
  for (const link of ['/promo.html#/?id=999', '/promo.html?id=999']) {
    test(`an unknown landing shows why and offers a retry (${link})`, async ({ page }) => {
      await page.goto(link);
      // No template to tell its language: the visitor's (this browser reads Spanish), never the Chinese landing's.
      await expect(page.getByRole('alert')).toContainText('Este enlace de promoción no es válido.');
      await expect(page.getByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    });
  }
});

test.describe('promotion landing in other languages and browsers', () => {
  test('language=1 gives the English wording, the market stays the template one', async ({ page }) => {
    await page.goto(landingUrl('e2e-en', '&language=1'));
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveAttribute('placeholder', '11-digit mobile, e.g. 138 1234 5678');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(toast(page, 'Please enter a valid phone number!')).toBeVisible();
  });

  test.describe('inside a chat app', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49',
    });

    test('the download page asks to open it in the system browser', async ({ page, shot }) => {
      await page.goto('/promo.html#/downloadTemplate?id=3&down_id=3');
      await expect(page.getByRole('alert')).toContainText('请在浏览器中打开');
      await shot('promo-download-chat-app');
    });

    test("the server's landing shows it once hydrated, without a hydration mismatch (the server knows no browser)", async ({
      page,
    }) => {
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('[hydration]')) mismatches.push(message.text());
      });
      await page.goto(`/promo.html?id=3&app_from=e2e&utm_tag=e2e-chat`);
      await expect(page.getByRole('alert')).toContainText('请在浏览器中打开');
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      expect(mismatches).toEqual([]);
    });
  });

  test.describe('inside Telegram', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/11.2.3',
    });

    test('the landing and the download page name the chat apps and ask to open the system browser', async ({
      page,
      shot,
      expectAccessible,
    }) => {
      await page.goto(landingUrl('e2e-telegram', '&language=2'));
      const notice = page.getByRole('alert');
      await expect(notice).toContainText('Abre esta página en tu navegador');
      await expect(notice).toContainText('WhatsApp y Telegram');
      await expectAccessible('landing inside a chat app');
      await shot('promo-landing-telegram');
      // A new page load: a hash change alone keeps the landing's wording set.
      await page.goto('/promo.html#/downloadTemplate?id=3&down_id=3&language=1');
      await page.reload();
      await expect(page.getByRole('alert')).toContainText('WhatsApp and Telegram');
    });
  });
});
