import { expect, type Page, test } from '../support/fixtures.ts';

/** The home banner's interval. */
const BANNER_INTERVAL_MS = 3000;

const PAGES = [
  { path: '/', title: 'Lend H5 — short-term cash loans from your phone', h1: /short-term loans from your phone/ },
  { path: '/About', title: 'About us — Lend H5', h1: 'About us' },
  { path: '/User', title: 'Reviews — Lend H5', h1: 'Reviews' },
  { path: '/Policy', title: 'Privacy notice — Lend H5', h1: 'Privacy notice' },
  { path: '/Loan', title: 'Loan terms and conditions — Lend H5', h1: 'Loan terms and conditions' },
  { path: '/Contact', title: 'Contact us — Lend H5', h1: 'Contact us' },
] as const;

const NAV = ['Home', 'About us', 'User Evaluate', 'Privacy Policy', 'Loan terms and conditions', 'Contact us'];

const currentSlide = (page: Page) =>
  page.getByRole('button', { name: /^Show slide \d of 3/ }).and(page.locator('[aria-current="true"]'));

// A visitor whose browser reads English in India: the site opens in India's market (site-market-switch.spec.ts
// covers the switch and the Spanish default).
test.use({ locale: 'en-IN' });

test.describe('marketing site on a phone', () => {
  for (const { path, title, h1 } of PAGES) {
    test(`${path} has its own title, description and heading, and passes axe`, async ({
      page,
      request,
      expectAccessible,
    }) => {
      // The title and description are in the HTML the server sends, before any script runs.
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);

      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText('Lend H5 Financial Services');
      await expectAccessible(path);
    });
  }

  test('the navigation collapses behind a menu button and links every page', async ({ page, shot }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(NAV);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await shot('site-menu-open');
    await nav.getByRole('link', { name: 'Loan terms and conditions' }).click();
    await expect(page).toHaveURL(/\/Loan$/);
  });

  test('the home banner advances every 3000 ms and can be paused', async ({ page, shot }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('img', { name: /approved loan/ })).toBeVisible();
    await expect(currentSlide(page)).toHaveAccessibleName(/^Show slide 1 of 3/);
    await shot('site-home');

    await page.clock.runFor(BANNER_INTERVAL_MS - 200);
    await expect(currentSlide(page)).toHaveAccessibleName(/^Show slide 1 of 3/);
    await page.clock.runFor(400);
    await expect(currentSlide(page)).toHaveAccessibleName(/^Show slide 2 of 3/);
    await page.clock.runFor(BANNER_INTERVAL_MS);
    await expect(currentSlide(page)).toHaveAccessibleName(/^Show slide 3 of 3/);
    await page.clock.runFor(BANNER_INTERVAL_MS);
    await expect(currentSlide(page)).toHaveAccessibleName(/^Show slide 1 of 3/);

    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(BANNER_INTERVAL_MS * 2);
    await expect(currentSlide(page)).toHaveAccessibleName(/^Show slide 1 of 3/);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the banner stays still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(currentSlide(page)).toHaveAccessibleName(/^Show slide 1 of 3/);
    await page.clock.runFor(BANNER_INTERVAL_MS * 2);
    await expect(currentSlide(page)).toHaveAccessibleName(/^Show slide 1 of 3/);
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  });

  test('banner images are responsive WebP with explicit sizes', async ({ page }) => {
    await page.goto('/');
    const image = page.getByRole('img', { name: /approved loan/ });
    await expect(image).toHaveAttribute('srcset', /\.webp 640w, .*\.webp 1280w/);
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '500');
    const loaded = await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  test('the home page embeds the privacy notice and the loan terms as real text', async ({ page }) => {
    await page.goto('/');
    await page.getByText('Read the privacy notice').click();
    await expect(page.getByRole('heading', { name: /responsible/i })).toBeVisible();
    await page.getByText('Read the loan terms and conditions').click();
    await expect(page.getByText(/term of 91 to 365 days/)).toBeVisible();
  });

  test('the contact form checks every field, the e-mail and the phone, and sends only a valid message', async ({
    page,
    shot,
    expectAccessible,
  }) => {
    await page.goto('/Contact');
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().includes('/online/site/contact-message')) posted += 1;
    });
    const submit = page.getByRole('button', { name: 'Submit' });
    await page.getByLabel('Name').fill('Asha Kulkarni');
    await page.getByLabel('Telephone').fill('98123 45678');
    await page.getByLabel('E-mail').fill('asha@example.org');
    await submit.click();
    const incomplete = page.getByText('Please provide complete information!');
    await expect(incomplete).toBeVisible();
    await shot('site-contact-incomplete');
    // A fail toast of 1 s.
    await expect(incomplete).toBeHidden({ timeout: 2500 });

    await page.getByLabel('Remark').fill('Can I repay early?');
    await page.getByLabel('E-mail').fill('not-an-email');
    await submit.click();
    await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
    await expectAccessible('contact form refusing an e-mail');
    await page.getByLabel('E-mail').fill('asha@example.org');
    await page.getByLabel('Telephone').fill('12345');
    await submit.click();
    await expect(page.getByText('Please enter a valid phone number!')).toBeVisible();
    expect(posted).toBe(0);

    await page.getByLabel('Telephone').fill('98123 45678');
    const answer = page.waitForResponse((r) => r.url().includes('/online/site/contact-message'));
    await submit.click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText('Successful!')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    expect(posted).toBe(1);
  });

  test('the site speaks its market: Spanish, pesos, CAT and CONDUSEF in Mexico; English, rupees, APR and the RBI in India', async ({
    page,
    request,
    shot,
    expectAccessible,
  }) => {
    const html = await (await request.get('/Loan?market=MX', { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<html data-site-market="MX" lang="es"/);
    expect(html).toContain('<title>Términos y condiciones del préstamo — Lend H5</title>');

    await page.goto('/?market=MX');
    await expect(page).toHaveTitle('Lend H5 — préstamos personales a corto plazo desde tu celular');
    const example = page.getByTestId('representative-example');
    await expect(example).toContainText('Préstamo de $5,000.00 a 91 días');
    await expect(example).toContainText(/CAT promedio \d+\.\d% sin IVA/);
    await expect(page.getByRole('contentinfo')).toContainText('Ciudad de México');
    await expect(page.getByRole('contentinfo')).toContainText('CONDUSEF');
    await expect(page.getByRole('link', { name: 'Solicita en la app' }).first()).toHaveAttribute(
      'href',
      '/promo.html#/downloadTemplate?language=2',
    );
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
    await expect(page.getByText(/en minutos/)).toHaveCount(0);
    await expectAccessible('home in Spanish');
    await shot('site-home-es');

    // The pick is remembered: the next page is Mexico's without asking again.
    await page.goto('/Loan');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones del préstamo' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('$1,000 MXN');
    await expect(page.getByRole('article')).toContainText('Estados Unidos Mexicanos');
    await expect(page.getByRole('article')).not.toContainText('Rs.');

    await page.goto('/?market=IN');
    await expect(page.getByTestId('representative-example')).toContainText('Borrow ₹5,000.00 for 91 days');
    await expect(page.getByTestId('representative-example')).toContainText(/APR \d+\.\d\d%/);
    await expect(page.getByRole('contentinfo')).toContainText('Bengaluru');
    await expect(page.getByRole('contentinfo')).toContainText('Reserve Bank of India');
    await expect(page.getByText(/in minutes/i)).toHaveCount(0);

    // No invented testimonials: the reviews page points to the stores, where every borrower can rate.
    await page.goto('/User');
    await expect(page.getByText('★')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
  });

  test('unknown and lower-case addresses are not found (404), in the site language; robots.txt and the icon exist', async ({
    page,
    request,
    expectAccessible,
  }) => {
    for (const path of ['/about', '/no-such-page', '/Contact/extra']) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(404);
    }
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain('Disallow: /online/');
    expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
    expect((await request.get('/favicon.ico')).ok()).toBe(true);

    const response = await page.goto('/contact?market=MX');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada — Lend H5');
    await expectAccessible('not found');
  });

  test('the loan terms state the figures and the lender from the site configuration', async ({ page, shot }) => {
    await page.goto('/Loan');
    const article = page.getByRole('article');
    for (const phrase of [
      '91 to 365 days',
      'Rs.1,000',
      'Rs.800',
      '5% per day from day 1 to day 30',
      '4% per day from day 31 to day 90',
      '2% per day from day 91 onwards',
      'within 1 day',
      'within 1–3 days',
      'no fee for repaying early',
      'within 3 days',
      '7 business days',
      'Lend H5 Financial Services',
      'https://www.lend-h5.example',
    ]) {
      await expect(article, phrase).toContainText(phrase);
    }
    await shot('site-loan-terms');
  });
});

test.describe('marketing site on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('shows the navigation as a row of links and the banner beside its caption', async ({
    page,
    shot,
    expectAccessible,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV);
    for (const link of await nav.getByRole('link').all()) await expect(link).toBeVisible();
    const box = await page.getByRole('img', { name: /approved loan/ }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(560);
    await shot('site-home-desktop');
    await expectAccessible('home at desktop width');
  });

  test('text and the contact form keep a readable measure on a wide screen', async ({ page }) => {
    await page.goto('/Contact');
    const form = await page.getByRole('form', { name: 'Contact form' }).boundingBox();
    // About 68 characters of 16 px text.
    expect(form?.width ?? 0).toBeLessThanOrEqual(620);
    await page.goto('/Loan');
    const paragraph = await page.getByRole('article').locator('p').nth(1).boundingBox();
    expect(paragraph?.width ?? 0).toBeLessThanOrEqual(620);
  });
});
