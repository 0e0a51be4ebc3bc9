import type { Page } from '@playwright/test';
import { expect, INDIAN_LAUNCH, launchUrl, test } from '../support/fixtures.ts';
import { pageWithScriptsHeld, screenLive } from '../support/held-scripts.ts';
import { fixtureUrl, freshOrder } from '../support/repay-fixture.ts';

/**
 * A server-rendered screen is on view before its scripts have arrived and hydrated it. A tap made then is held by
 * the page's early handler (apps/web/src/app/first-taps) and played once the screen is live: here the screen's
 * scripts are held back by the test, the tap is made on the painted screen, and its effect is seen exactly once after
 * they are let through.
 */

/** The screen is painted from the server's HTML and its scripts have not run. */
async function paintedNotLive(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#server-state')).toHaveCount(1);
  expect(await screenLive(page)).toBeUndefined();
}

test('/repay: no channel code is asked for before the screen is live; once live, each card on screen asks once', async ({
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request);
  const { page, release } = await pageWithScriptsHeld(context);
  const asked: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/channel-reference')) asked.push(call.postData() ?? '');
  });
  await paintedNotLive(page, fixtureUrl('/repay', order, '2'));
  // The server's page shows each channel's skeleton where its code will be, and asks nothing.
  await expect(page.getByText('Obteniendo la referencia de SPEI')).toHaveCount(1);
  expect(asked).toEqual([]);
  await release();
  const spei = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'SPEI' }) });
  await expect(spei.getByRole('button', { name: /^Copiar CLABE/ })).toBeVisible({ timeout: 15_000 });
  expect(asked.filter((body) => body.includes('SPEI'))).toHaveLength(1);
});

test('/loanDetail: Repay tapped before the screen is live opens the repay screen', async ({ context }) => {
  const { page, release } = await pageWithScriptsHeld(context);
  await paintedNotLive(page, launchUrl('/loanDetail', '1', INDIAN_LAUNCH));
  await page.getByRole('button', { name: 'Repay' }).click();
  await expect(page).toHaveURL(/\/loanDetail\?/);
  await release();
  await expect(page).toHaveURL(/\/repay\?/);
  await expect(page.getByRole('heading', { name: 'Repay loan' })).toBeVisible();
  // One screen was added to the history, not two: back returns to the loan.
  await page.goBack();
  await expect(page).toHaveURL(/\/loanDetail\?/);
});

test('/complaintList: a tab chosen before the list is live is the tab shown', async ({ context }) => {
  const { page, release } = await pageWithScriptsHeld(context);
  await paintedNotLive(
    page,
    launchUrl('/complaintList', '1', { userId: '1002', sessionId: 'demo-1002', orderId: '6001' }),
  );
  const replied = page.getByRole('tab', { name: /Replied/ });
  await replied.click();
  await release();
  await expect(replied).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have no complaints here.')).toBeVisible();
});

test('a link tapped before the screen is live is followed by the browser itself', async ({ context }) => {
  const { page } = await pageWithScriptsHeld(context);
  await paintedNotLive(page, launchUrl('/loanDetail', '1', INDIAN_LAUNCH));
  const link = page.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await link.click();
  await expect(page).toHaveURL(new URL(href ?? '', page.url()).href);
});

test('text typed before the complaint form is live stays, and the form counts it', async ({ context }) => {
  const { page, release } = await pageWithScriptsHeld(context);
  await paintedNotLive(page, launchUrl('/complainPageNext', '1', { problemType: '1', problemSonType: '101' }));
  const description = page.getByRole('textbox', { name: 'Describe the problem' });
  await description.pressSequentially('Late calls');
  await release();
  await expect(description).toHaveValue('Late calls');
  await expect(page.getByText('10 of', { exact: false })).toBeAttached();
  await description.pressSequentially('!');
  await expect(description).toHaveValue('Late calls!');
  await expect(page.getByText('11 of', { exact: false })).toBeAttached();
});
