import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Waits until a checkout's calculate has settled (the submit button is enabled again). */
export const settled = async (page: Page): Promise<void> => {
  await expect.poll(() => page.getByTestId('checkout-submit').isEnabled()).toBe(true);
};

/** From the pay popup through the sandbox cashier to the paid result page. */
export const payAtSandbox = async (page: Page): Promise<void> => {
  await page.getByTestId('pay-popup').waitFor();
  await page.getByTestId('pay-channel-sandbox').click();
  await page.getByTestId('pay-submit').click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await page.locator('#confirm').click();
  await page.waitForURL(/\/pages\/pay\/result\/result\?code=\w+/);
  await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor();
};

/**
 * Places the checkout shown and pays it: with the balance when it covers the order (journeys share the demo
 * member, whose balance others spend too), else the rest at the sandbox cashier; ends on the paid result page.
 */
export const placeAndPay = async (page: Page): Promise<void> => {
  if (await page.getByTestId('balance-switch').isEnabled()) {
    await page.getByTestId('balance-switch').click();
    await settled(page);
  }
  const toPay = ((await page.getByTestId('checkout-bar').locator('.m-price').textContent()) ?? '').trim();
  await page.getByTestId('checkout-submit').click();
  if (toPay !== '¥0.00') {
    await payAtSandbox(page);
    return;
  }
  await page.waitForURL(/\/pages\/pay\/result\/result\?code=\w+/);
  await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor();
};
