import nodemailer from 'nodemailer';
import type { MailTransport } from './dispatcher.ts';

/** nodemailer's SMTP transport for SMTP_URL (`smtp://user:password@host:587`, `smtps://…:465`). */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport(url);
}
