import { describe, expect, it } from 'vitest';
import {
  contractorApplicationReceivedEmail,
  emailVerificationEmail,
  formatEmailTime,
  itemStatusChangedEmail,
  linkOn,
  oneTimeCodeEmail,
  orderConfirmationEmail,
  passwordResetEmail,
  refundIssuedEmail,
  signInPausedEmail,
  vendorNewItemsEmail,
} from './index.ts';
import { sampleOrder, siteUrl } from './testing/samples.ts';

describe('transactional e-mails', () => {
  it('confirms an order with its lines, totals, address, cancel deadline and an absolute link, in HTML and text', async () => {
    const mail = await orderConfirmationEmail(sampleOrder);
    expect(mail.subject).toBe('Your order WV-2026-000123');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Matte Black Subway Tile');
      expect(part).toContain('$136.50');
      expect(part).toContain('$450.50');
      expect(part).toContain('Austin, TX 78701');
      expect(part).toContain('Dec 7, 2026, 11:42 AM PST');
    }
    expect(mail.html).toContain('href="https://shop.example.com/account?order=WV-2026-000123"');
    expect(mail.text).toContain('https://shop.example.com/account?order=WV-2026-000123');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
  });

  it('refuses a relative link: a mail client has no page to resolve it against', async () => {
    await expect(orderConfirmationEmail({ ...sampleOrder, orderUrl: '/account' })).rejects.toThrow(/absolute/);
    await expect(
      passwordResetEmail({ siteUrl, name: 'A', resetUrl: 'reset_password?token=x', validMinutes: 60 }),
    ).rejects.toThrow(/absolute/);
    expect(() => linkOn(siteUrl, 'javascript:alert(1)')).toThrow(/absolute/);
    expect(linkOn('https://shop.example.com/', '/verify/abc?x=1')).toBe('https://shop.example.com/verify/abc?x=1');
  });

  it('tells a vendor what to approve and where it ships', async () => {
    const mail = await vendorNewItemsEmail({
      siteUrl,
      vendorName: 'Priya Nair',
      orderNumber: 'WV-2026-000123',
      lines: sampleOrder.lines.slice(0, 1),
      shipTo: sampleOrder.shippingAddress,
      customerName: 'Olive Orders',
      ordersUrl: 'https://shop.example.com/account?search=WV-2026-000123',
    });
    expect(mail.subject).toBe('New order items: WV-2026-000123');
    expect(mail.text).toContain('has 1 item of yours. Please approve or decline it within 48 hours.');
    expect(mail.text).toContain('Olive Orders');
    expect(mail.text).not.toContain('Brushed Nickel Faucet');
  });

  it('names a status as a customer reads it, and states a refund with its restocking fee', async () => {
    const status = await itemStatusChangedEmail({
      siteUrl,
      customerName: 'Olive',
      productName: 'Matte Black Subway Tile',
      orderNumber: 'WV-2026-000123',
      status: 'Out for delivery',
      orderUrl: sampleOrder.orderUrl,
    });
    expect(status.subject).toBe('Matte Black Subway Tile: Out for delivery');
    const refund = await refundIssuedEmail({
      siteUrl,
      customerName: 'Olive',
      productName: 'Matte Black Subway Tile',
      orderNumber: 'WV-2026-000123',
      cause: 'returned',
      paid: 136.5,
      restockingFee: 8.02,
      refund: 128.48,
      orderUrl: sampleOrder.orderUrl,
    });
    expect(refund.text).toContain('−$8.02');
    expect(refund.text).toContain('$128.48');
    expect(refund.text).toContain('within 7–14 business days');
    const cancelled = await refundIssuedEmail({
      ...{ siteUrl, customerName: 'O', productName: 'P', orderNumber: 'N' },
      cause: 'cancelled',
      paid: 10,
      restockingFee: 0,
      refund: 10,
      orderUrl: sampleOrder.orderUrl,
    });
    expect(cancelled.text).toContain('refunded in full');
    expect(cancelled.text).not.toContain('Restocking fee');
  });

  it('keeps the account e-mails’ sentences in the text (what people and the journeys read)', async () => {
    const code = await oneTimeCodeEmail({ siteUrl, code: '042917', validMinutes: 10 });
    expect(code.text).toMatch(/one-time code is 042917\. It expires in 10 minutes\./);
    const verify = await emailVerificationEmail({
      siteUrl,
      name: 'Olive',
      verifyUrl: 'https://shop.example.com/verify/abc',
      validHours: 48,
    });
    expect(verify.subject).toBe('Verify your e-mail address');
    expect(verify.text).toContain('https://shop.example.com/verify/abc');
    expect(verify.text).toContain('The link is valid for 48 hours.');
    const ai = await emailVerificationEmail({
      siteUrl,
      name: '',
      verifyUrl: 'https://shop.example.com/verify/abc',
      validHours: 48,
      forAiDesign: true,
    });
    expect(ai.subject).toBe('Verify your AI design account');
    expect(ai.text).toContain('Hello there,');
  });

  it('tells the owner of a paused account why, for how long, and where to reset the password', async () => {
    const paused = await signInPausedEmail({
      siteUrl,
      name: 'Olive',
      attempts: 5,
      pausedMinutes: 15,
      resetUrl: 'https://shop.example.com/reset_password',
    });
    expect(paused.subject).toBe('Sign-in to your Showroom account was paused');
    expect(paused.text).toContain('5 times in a row, so signing in is paused for 15 minutes.');
    expect(paused.text).toContain('https://shop.example.com/reset_password');
    expect(paused.html).toContain('href="https://shop.example.com/reset_password"');
    await expect(
      signInPausedEmail({ siteUrl, name: '', attempts: 5, pausedMinutes: 15, resetUrl: '/reset_password' }),
    ).rejects.toThrow();
  });

  it('confirms a contractor application with the review deadline and the demo that follows', async () => {
    const received = await contractorApplicationReceivedEmail({
      siteUrl,
      name: 'Marco Diaz',
      reviewBy: 'Dec 8, 2026, 10:42 AM PST',
      approvalHours: 24,
      demoMinutes: 30,
    });
    expect(received.subject).toBe('We received your contractor application');
    expect(received.text).toContain('Hello Marco Diaz,');
    expect(received.text).toContain('reply within 24 hours (by Dec 8, 2026, 10:42 AM PST).');
    expect(received.text).toContain('it takes about 30 minutes.');
    expect(received.html).toContain('<h1');
  });

  it('states a moment in the store’s Pacific time, named', () => {
    expect(formatEmailTime('2026-07-01T17:05:00Z')).toBe('Jul 1, 2026, 10:05 AM PDT');
    expect(() => formatEmailTime('soon')).toThrow(RangeError);
  });
});
