import { describe, expect, it } from 'vitest';
import { contactMessages, supportMailto, validateSupportEmail } from './supportEmail.ts';

describe('validateSupportEmail', () => {
  it('needs a topic', () => {
    expect(validateSupportEmail({ topic: '', orderNumber: '' })).toEqual({ topic: contactMessages.topicMissing });
    expect(validateSupportEmail({ topic: 'made-up', orderNumber: '' })).toEqual({
      topic: contactMessages.topicMissing,
    });
  });

  it('takes an optional order number in digits, with or without #', () => {
    expect(validateSupportEmail({ topic: 'order', orderNumber: '' })).toEqual({});
    expect(validateSupportEmail({ topic: 'order', orderNumber: ' #1042 ' })).toEqual({});
    expect(validateSupportEmail({ topic: 'order', orderNumber: 'ABC-1' })).toEqual({
      orderNumber: contactMessages.orderNumberInvalid,
    });
    expect(validateSupportEmail({ topic: 'order', orderNumber: '12345678901' })).toEqual({
      orderNumber: contactMessages.orderNumberInvalid,
    });
  });
});

describe('supportMailto', () => {
  it('writes the topic and order into the subject and starts the body', () => {
    const url = new URL(supportMailto('support@showroom.example', { topic: 'return', orderNumber: '#1042' }));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@showroom.example');
    expect(url.searchParams.get('subject')).toBe('A return or a refund, order 1042');
    expect(url.searchParams.get('body')).toBe('Order number: 1042\n\nHello,\n\n');
  });

  it('encodes spaces as %20, which every mail app reads as a space', () => {
    const href = supportMailto('support@showroom.example', { topic: 'other', orderNumber: '' });
    expect(href).toContain('subject=Something%20else&');
    expect(href).not.toContain('+');
  });
});
