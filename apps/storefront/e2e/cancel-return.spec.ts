import type { Page } from '@playwright/test';
import { orderItemStatusMessages } from '@showroom/api';
import { apiRequest, expect, serverBaseURL, test } from './fixtures.ts';
import {
  checkoutAs,
  itemsOf,
  newOrdersCustomer,
  openOrder,
  proSignIn,
  productsOfTwoVendors,
  roleContext,
} from './orders.ts';
import { guestCartInBrowser } from './shopping.ts';

/** /account afresh (what the server has now), the order searched and its items open. */
async function reopenOrder(page: Page, orderNumber: string) {
  await page.goto('/account');
  return openOrder(page, orderNumber);
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test.describe("a customer's cancel and return (§9) against the real server", () => {
  test('an item is cancelled within the hour and reads Cancelled for the customer and the vendor; a delivered item is returned with a reason the admin reads', async ({
    page: customer,
    browser,
  }, testInfo) => {
    // Three people and two dialogs: about a minute on a quiet machine.
    test.setTimeout(180_000);
    const account = await newOrdersCustomer(testInfo.testId);
    const { ours, theirs } = productsOfTwoVendors();
    await guestCartInBrowser(customer, [ours, theirs]);
    const orderNumber = await checkoutAs(customer, account.email);
    const placed = await itemsOf(account.token);
    const ourItem = placed.items.find((item) => item.product_name === ours.name)!;
    const theirItem = placed.items.find((item) => item.product_name === theirs.name)!;
    expect(ourItem.customer_actions).not.toBeNull();

    // 0. The order confirmation is in the outbox, and its link (absolute) opens the order's items.
    let confirmation: { subject: string; body: string; html: string | null } | undefined;
    await expect
      .poll(async () => {
        const outbox = await apiRequest<{ data: { subject: string; body: string; html: string | null }[] }>(
          '/api/dev/outbox',
          { query: { to: account.email } },
        );
        confirmation = outbox.body.data.find((mail) => mail.subject === `Your order ${orderNumber}`);
        return confirmation !== undefined;
      })
      .toBe(true);
    const link = /https?:\/\/[^\s"]+\/account\?[^\s"]+/.exec(confirmation!.body)?.[0];
    expect(link, confirmation!.body).toBeDefined();
    expect(link!.startsWith(`${serverBaseURL()}/account?`)).toBe(true);
    expect(confirmation!.html).toContain('View your order');
    await customer.goto(link!);
    let dialog = customer.getByRole('dialog', { name: 'Order Items' });
    await expect(dialog.getByText(orderNumber)).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: ours.name })).toBeVisible();

    // 1. The customer cancels the vendor's item at once: the dialog says what comes back.
    let ourRow = dialog.getByRole('row').filter({ hasText: ours.name });
    await expect(ourRow.getByText(/^You can cancel until /)).toBeVisible();
    await ourRow.getByRole('button', { name: 'Cancel item' }).click();
    const confirm = customer
      .getByRole('alertdialog', { name: `Cancel ${ours.name}?` })
      .or(customer.getByRole('dialog', { name: `Cancel ${ours.name}?` }));
    await expect(confirm).toContainText(dollars(ourItem.customer_actions!.cancel_refund));
    await expect(confirm).toContainText('7–14 business days');
    await confirm.getByRole('button', { name: 'Cancel item' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(customer.getByRole('status').filter({ hasText: orderItemStatusMessages.cancelled })).toBeVisible();
    ourRow = dialog.getByRole('row').filter({ hasText: ours.name });
    await expect(ourRow.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(ourRow).toContainText(`Refund of ${dollars(ourItem.customer_actions!.cancel_refund)}`);
    await expect(ourRow.getByRole('button', { name: 'Cancel item' })).toHaveCount(0);
    expect((await itemsOf(account.token)).items.find((item) => item.id === ourItem.id)?.status).toBe('Cancle');

    // 2. The vendor finds it cancelled, and can no longer move it.
    const vendorBrowser = await roleContext(browser);
    const vendor = await vendorBrowser.context.newPage();
    await proSignIn(vendor, 'vendor@demo.test');
    const vendorDialog = await reopenOrder(vendor, orderNumber);
    await expect(vendorDialog.getByRole('combobox', { name: `Status of ${ours.name}` })).toHaveText('Cancelled');
    await expect(vendorDialog.getByText('Only Admin can change this status now.')).toBeVisible();

    // 3. The admin delivers the other item (as the carrier's scan would), by the status API.
    const adminBrowser = await roleContext(browser);
    const admin = await adminBrowser.context.newPage();
    await proSignIn(admin, 'admin@demo.test');
    const adminToken = await admin.evaluate(() => window.localStorage.getItem('authToken'));
    const delivered = await admin.request.put(`/api/order_items/${theirItem.id}/status`, {
      headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' },
      data: { status: 'Delivered', expected_status: 'Waiting for approval' },
    });
    expect(delivered.status()).toBe(200);

    // 4. The customer asks to return it; the reason is required, and the refund keeps the restocking fee.
    const returnable = (await itemsOf(account.token)).items.find((item) => item.id === theirItem.id)!;
    dialog = await reopenOrder(customer, orderNumber);
    const theirRow = dialog.getByRole('row').filter({ hasText: theirs.name });
    await expect(theirRow.getByText('Delivered', { exact: true }).first()).toBeVisible();
    await theirRow.getByRole('button', { name: 'Request a return' }).click();
    const returning = customer.getByRole('dialog', { name: `Return ${theirs.name}` });
    await expect(returning).toContainText(dollars(returnable.customer_actions!.return_refund));
    await returning.getByRole('button', { name: 'Request return' }).click();
    await expect(returning.getByText('Please tell us why you are returning this item.')).toBeVisible();
    const reason = 'Two boxes arrived with cracked tiles.';
    await returning.getByRole('textbox', { name: /^Why are you returning it/ }).fill(reason);
    await returning.getByRole('button', { name: 'Request return' }).click();
    await expect(returning).toHaveCount(0);
    await expect(theirRow.getByText('Return requested', { exact: true })).toBeVisible();
    await expect(theirRow).toContainText(`Your reason: ${reason}`);
    const returned = (await itemsOf(account.token)).items.find((item) => item.id === theirItem.id)!;
    expect(returned.status).toBe('Return Request');
    expect(returned.return_reason).toBe(reason);

    // 5. The admin reads the customer's reason beside the item.
    const adminDialog = await reopenOrder(admin, orderNumber);
    await expect(adminDialog.getByRole('row').filter({ hasText: theirs.name })).toContainText(
      `Customer's reason: ${reason}`,
    );

    expect([...vendorBrowser.problems, ...adminBrowser.problems]).toEqual([]);
    await vendorBrowser.context.close();
    await adminBrowser.context.close();
  });
});
