import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

// The <img> is the box a page styles (size, shape, radius); the <picture> around it takes no
// part in layout, so the image sits in a flex or grid container as a plain <img> would.
export const picture = style({ display: 'contents' });

// Sources are not rendered, but nothing in the UA stylesheet hides them: inside a `contents`
// wrapper they would be empty flex or grid items and take a gap each.
globalStyle(`${picture} > source`, { display: 'none' });

const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  // The placeholder colour (set inline) fills the box until the picture arrives; no text shows
  // through it if the picture fails (the alt text is for assistive technology then).
  color: 'transparent',
});

export const fit = styleVariants({
  cover: [image, { objectFit: 'cover' }],
  contain: [image, { objectFit: 'contain' }],
});
