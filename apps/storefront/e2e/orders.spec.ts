import type { Locator, Page } from '@playwright/test';
import { orderItemStatusMessages } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { expect, test } from './fixtures.ts';
import {
  checkoutAs,
  itemsOf,
  newOrdersCustomer,
  openListedOrder,
  openOrder,
  proSignIn,
  productsOfTwoVendors,
  roleContext,
} from './orders.ts';
import { guestCartInBrowser } from './shopping.ts';

/** The status selector's 14 options, read from its open list (closed again afterwards). */
async function optionStates(page: Page, select: Locator): Promise<{ label: string; disabled: boolean }[]> {
  await select.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(14);
  const states = await options.evaluateAll((elements) =>
    elements.map((element) => ({
      label: element.textContent?.trim() ?? '',
      disabled: element.getAttribute('aria-disabled') === 'true',
    })),
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return states;
}

async function pick(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
}

test.describe('orders and the order-item status workflow against the real server', () => {
  test('checkout → vendor approves → admin accepts to pick up → vendor locked out → customer notified; a vendor cannot touch another vendor’s item', async ({
    page: customer,
    browser,
  }, testInfo) => {
    // Four people, an order and eight status changes: 66 s on a quiet machine, past 90 s under load.
    test.setTimeout(180_000);
    const account = await newOrdersCustomer(testInfo.testId);
    const { ours, theirs } = productsOfTwoVendors();

    // 1. The customer's order, placed at checkout: one item of vendor@demo.test, one of another vendor.
    await guestCartInBrowser(customer, [ours, theirs]);
    const orderNumber = await checkoutAs(customer, account.email);
    const placed = await itemsOf(account.token);
    expect(placed.order.order_number).toBe(orderNumber);
    const ourItem = placed.items.find((item) => item.product_name === ours.name);
    const theirItem = placed.items.find((item) => item.product_name === theirs.name);
    expect(ourItem?.status).toBe('Waiting for approval');
    expect(theirItem?.status).toBe('Waiting for approval');

    // The vendor signs in on the pro screen and finds the order in /account's Orders section.
    const vendorBrowser = await roleContext(browser);
    const vendor = await vendorBrowser.context.newPage();
    await proSignIn(vendor, 'vendor@demo.test');
    let dialog = await openOrder(vendor, orderNumber);
    // Only the vendor's own item is in the dialog.
    await expect(dialog.getByRole('row')).toHaveCount(2);
    await expect(dialog.getByRole('cell', { name: theirs.name })).toHaveCount(0);
    const vendorSelect = dialog.getByRole('combobox', { name: `Status of ${ours.name}` });
    await expect(vendorSelect).toHaveText('Pending Approval');

    // Issue 35: what shipping takes: the item's SKU, the order's ship-to and the customer's contact.
    const sku = getDemoDataset().products.find((product) => product.id === ours.id)?.sku;
    expect(sku).toBeTruthy();
    await expect(dialog.getByRole('row').nth(1)).toContainText(sku!);
    const shipping = dialog.getByRole('region', { name: 'Shipping' });
    await expect(shipping).toContainText(placed.order.shipping_address.street);
    await expect(shipping).toContainText(account.email);
    await expect(shipping.getByRole('button', { name: 'Print packing slip' })).toBeVisible();
    // On paper the slip is all there is: the dialog is left off, the slip shows the item and its SKU.
    await vendor.emulateMedia({ media: 'print' });
    const slip = vendor.getByRole('article', { name: `Packing slip for order ${orderNumber}` });
    await expect(slip).toBeVisible();
    await expect(slip).toContainText(`${ours.name}${sku}`);
    await expect(slip).not.toContainText(theirs.name);
    await expect(vendor.getByRole('dialog', { name: 'Order Items' })).toBeHidden();
    await vendor.emulateMedia({ media: 'screen' });

    // Not Approved asks first and says what it does; Cancel keeps the status.
    await pick(vendor, vendorSelect, 'Not Approved');
    const confirmation = vendor.getByRole('alertdialog', { name: `Set ${ours.name} to Not Approved?` });
    await expect(confirmation).toContainText('will be told by e-mail');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(vendorSelect).toHaveText('Pending Approval');

    // 2. Vendor Approved ('Approved'); Accept to Pick Up stays the admin's.
    await pick(vendor, vendorSelect, 'Approved');
    await expect(dialog.getByRole('status').filter({ hasText: 'Status changed to Approved.' })).toBeVisible();
    await expect(vendorSelect).toHaveText('Approved');
    const afterApproval = await optionStates(vendor, vendorSelect);
    expect(afterApproval.find((option) => option.label === 'Accept to Pick Up')?.disabled).toBe(true);
    expect(afterApproval.slice(0, 5).map((option) => option.disabled)).toEqual([false, false, false, false, false]);
    await expect(dialog.getByRole('list', { name: `Status history of ${ours.name}` })).toContainText(
      'Pending Approval → Approved by Priya Nair (Vendor)',
    );

    // 3. The admin (pro sign-in with the code from the outbox) sets Accept to Pick Up.
    const adminBrowser = await roleContext(browser);
    const admin = await adminBrowser.context.newPage();
    await proSignIn(admin, 'admin@demo.test');
    const adminDialog = await openOrder(admin, orderNumber);
    await expect(adminDialog.getByRole('row')).toHaveCount(3);
    const adminSelect = adminDialog.getByRole('combobox', { name: `Status of ${ours.name}` });
    await expect(adminSelect).toHaveText('Approved');
    await pick(admin, adminSelect, 'Accept to Pick Up');
    // The vendor cannot act on it any more, and the admin cannot set an earlier status again: it asks first.
    await admin
      .getByRole('alertdialog', { name: `Set ${ours.name} to Accept to Pick Up?` })
      .getByRole('button', { name: 'Set to Accept to Pick Up' })
      .click();
    await expect(
      adminDialog.getByRole('status').filter({ hasText: 'Status changed to Accept to Pick Up.' }),
    ).toBeVisible();

    // The vendor reloads (the search is in the address and survives it): the first five are disabled now.
    await vendor.reload();
    await expect(vendor.getByRole('textbox', { name: 'Order number' })).toHaveValue(orderNumber);
    dialog = await openListedOrder(vendor, orderNumber);
    const locked = dialog.getByRole('combobox', { name: `Status of ${ours.name}` });
    await expect(locked).toHaveText('Accept to Pick Up');
    await expect(dialog.getByText('Only Admin can change this status now.')).toBeVisible();
    const afterAcceptance = await optionStates(vendor, locked);
    expect(afterAcceptance.slice(0, 5).map((option) => option.disabled)).toEqual([true, true, true, true, true]);

    // 4. The customer has both notifications, the header counts them, and the dialog shows the status.
    await customer.goto('/notification');
    const unread = customer.getByRole('list', { name: /^Unread notifications/ });
    // In the customer's words: Accept to Pick Up, an internal step, reads "Being prepared".
    for (const status of ['Approved', 'Being prepared']) {
      await expect(
        unread.getByText(orderItemStatusMessages.notificationMessage(ours.name, orderNumber, status)),
      ).toBeVisible();
    }
    await customer.getByRole('button', { name: 'Account menu' }).click();
    await expect(customer.getByRole('link', { name: 'Notifications 2 pending' })).toBeVisible();
    await customer.keyboard.press('Escape');
    await customer.goto('/account');
    const customerDialog = await openOrder(customer, orderNumber);
    await expect(customerDialog.getByRole('combobox')).toHaveCount(0);
    const ourRow = customerDialog.getByRole('row').filter({ hasText: ours.name });
    await expect(ourRow.getByText('Being prepared', { exact: true }).first()).toBeVisible();
    await expect(customerDialog.getByRole('row').filter({ hasText: theirs.name })).toContainText('Awaiting approval');

    // 5. By hand, with the vendor's own token: another vendor's item is not the vendor's to change.
    const vendorToken = await vendor.evaluate(() => window.localStorage.getItem('authToken'));
    expect(vendorToken).toBeTruthy();
    const refused = await vendor.request.put(`/api/order_items/${theirItem!.id}/status`, {
      headers: { Authorization: `Bearer ${vendorToken}`, Accept: 'application/json' },
      data: { status: 'Vendor Approved', expected_status: 'Waiting for approval' },
    });
    expect(refused.status()).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe(orderItemStatusMessages.itemNotFound);
    const after = await itemsOf(account.token);
    expect(after.items.find((item) => item.id === theirItem!.id)?.status).toBe('Waiting for approval');
    expect(after.items.find((item) => item.id === ourItem!.id)?.status).toBe('Accept to Pick Up');

    expect([...vendorBrowser.problems, ...adminBrowser.problems]).toEqual([]);
    await vendorBrowser.context.close();
    await adminBrowser.context.close();
  });
});
