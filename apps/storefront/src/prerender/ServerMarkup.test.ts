import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MARKUP_ATTRIBUTE, ServerMarkup } from './ServerMarkup.tsx';

describe('the wrapper of markup rendered outside the browser', () => {
  it('is marked and inert where it is rendered (effects never run there)', () => {
    expect(renderToString(createElement(ServerMarkup, null, createElement('h1', null, 'Tiles')))).toBe(
      `<div ${MARKUP_ATTRIBUTE}="" inert="" style="display:contents"><h1>Tiles</h1></div>`,
    );
  });
});
