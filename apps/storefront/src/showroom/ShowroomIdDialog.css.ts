import { globalStyle, style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', justifyContent: 'center' });

// Inside the dialog the card is the dialog's body: no second frame around it.
globalStyle(`${body} > section`, { maxWidth: 'none', border: 'none', boxShadow: 'none', padding: 0 });
