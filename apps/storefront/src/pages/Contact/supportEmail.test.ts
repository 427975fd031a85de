import { describe, expect, it } from 'vitest';
import { contactTopics, supportMailto } from './supportEmail.ts';

const topic = (value: string) => {
  const found = contactTopics.find((candidate) => candidate.value === value);
  if (!found) throw new Error(value);
  return found;
};

describe('supportMailto', () => {
  it('addresses support with the topic as subject, and asks for the order number where it helps', () => {
    const url = new URL(supportMailto('support@showroom.example', topic('return')));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@showroom.example');
    expect(url.searchParams.get('subject')).toBe('A return or a refund');
    expect(url.searchParams.get('body')).toBe('Order number: \n\nHello,\n\n');
  });

  it('leaves the order line out for topics without an order', () => {
    const url = new URL(supportMailto('support@showroom.example', topic('account')));
    expect(url.searchParams.get('body')).toBe('\nHello,\n\n');
  });

  it('encodes spaces as %20, which every mail app reads as a space', () => {
    const href = supportMailto('support@showroom.example', topic('other'));
    expect(href).toContain('subject=Something%20else&');
    expect(href).not.toContain('+');
  });
});
