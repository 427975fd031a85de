import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An e-mail ready to send: its subject, its HTML and the same message as plain text. */
export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** Renders a message both ways (mail clients that show no HTML, and spam filters, read the text). */
export async function renderEmail(subject: string, message: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(message), render(message, { plainText: true })]);
  return { subject, html, text };
}
