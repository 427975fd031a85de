import { useState } from 'react';
import type { RenderedEmail } from '../render.ts';

/**
 * An e-mail as a mail client shows it: its HTML alone in a frame (nothing of the page's styles
 * reaches it), as wide as the story's viewport allows up to 600 px, and as tall as the message.
 */
export function EmailFrame({ mail, width = 600 }: { readonly mail: RenderedEmail; readonly width?: number }) {
  const [height, setHeight] = useState(400);
  return (
    <figure style={{ margin: 0, width: `min(${width}px, calc(100vw - 32px))` }}>
      <figcaption style={{ font: '14px/1.4 system-ui, sans-serif', margin: '0 0 8px' }}>
        Subject: <strong>{mail.subject}</strong>
      </figcaption>
      <iframe
        title={`E-mail: ${mail.subject}`}
        srcDoc={mail.html}
        style={{ display: 'block', width: '100%', height: `${height}px`, border: '1px solid #d9dde3' }}
        onLoad={(event) => {
          const document = event.currentTarget.contentDocument;
          if (document) setHeight(document.documentElement.scrollHeight);
        }}
      />
    </figure>
  );
}

/** The frame's document once it has loaded and been sized (what a play function reads). */
export async function loadedEmail(canvasElement: HTMLElement): Promise<Document> {
  const frame = canvasElement.querySelector('iframe');
  if (!frame) throw new Error('No e-mail frame.');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const document = frame.contentDocument;
    if (document?.readyState === 'complete' && document.querySelector('h1') && frame.offsetHeight !== 400)
      return document;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The e-mail frame did not load.');
}
