import { globalStyle, style } from '@vanilla-extract/css';

/*
 * The packing slip is printed, so it does not follow the shop's theme: black on white, solid
 * rules, sizes in points. It sits outside the theme's element (see PrintedPackingSlip), where
 * the theme's variables are not defined anyway.
 */
const ink = '#000';
const rule = '#000';

/** On screen the printed slip is out of sight (the dialog shows the same facts); on paper it is all there is. */
export const printRoot = style({
  display: 'none',
  '@media': { print: { display: 'block' } },
});

// While a slip is in the page, printing shows it alone: the app, the dialog and its scrim are left
// off the paper. `:has` keeps every other page's printing as it was.
globalStyle(`body:has(> ${printRoot}) > *:not(${printRoot})`, {
  '@media': { print: { display: 'none !important' } },
});

export const slip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '14pt',
  maxWidth: '720px',
  padding: '16pt',
  background: '#fff',
  color: ink,
  fontSize: '11pt',
  lineHeight: 1.4,
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: '8pt',
  paddingBottom: '8pt',
  borderBottom: `2px solid ${rule}`,
});

export const title = style({ margin: 0, fontSize: '18pt', fontWeight: 700 });

export const orderFacts = style({ display: 'flex', gap: '16pt', margin: 0 });

globalStyle(`${orderFacts} dt`, { fontSize: '9pt', textTransform: 'uppercase', letterSpacing: '0.04em' });
globalStyle(`${orderFacts} dd`, { margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: '12pt',
});

export const partyHeading = style({
  margin: '0 0 4pt',
  fontSize: '9pt',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const address = style({ fontStyle: 'normal', fontSize: '12pt' });

export const contact = style({ margin: 0, overflowWrap: 'anywhere' });

export const items = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${items} th, ${items} td`, {
  padding: '5pt 6pt',
  borderBottom: `1px solid ${rule}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${items} th`, { fontSize: '9pt', textTransform: 'uppercase', letterSpacing: '0.04em' });
// A row is never split across two sheets.
globalStyle(`${items} tr`, { breakInside: 'avoid' });

export const qty = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${items} ${qty}`, { textAlign: 'end' });

// A SKU is read character by character: it is never broken over two lines.
export const code = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
