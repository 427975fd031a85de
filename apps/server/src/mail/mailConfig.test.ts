import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('mail settings', () => {
  it("links from the server's own address unless PUBLIC_BASE_URL says otherwise", () => {
    expect(loadConfig({}).publicBaseUrl).toBe('http://localhost:3000/');
    expect(loadConfig({ PORT: '3100', HOST: '0.0.0.0' }).publicBaseUrl).toBe('http://localhost:3100/');
    expect(loadConfig({ HOST: 'shop.internal', PORT: '8080' }).publicBaseUrl).toBe('http://shop.internal:8080/');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://shop.example.com' }).publicBaseUrl).toBe('https://shop.example.com/');
    expect(() => loadConfig({ PUBLIC_BASE_URL: '/shop' })).toThrow(/PUBLIC_BASE_URL must be an absolute/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'ftp://shop.example.com' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('sends by SMTP only when SMTP_URL is set, and says when it is not an SMTP address', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: ' smtps://u:p@mail.example.com:465 ' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow('SMTP_URL must start with smtp:// or smtps://.');
    expect(loadConfig({ MAIL_FROM: 'Shop <s@example.com>' }).mailFrom).toBe('Shop <s@example.com>');
  });
});
