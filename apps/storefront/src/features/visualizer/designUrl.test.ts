import { describe, expect, it } from 'vitest';
import { designHref, readDesignAddress } from './designUrl.ts';

describe('design address', () => {
  it('round-trips a plan, a template and the changed choices', () => {
    const href = designHref({
      plan: 'kitchen-l-12x14',
      template: 'warm-oak-farmhouse-kitchen',
      choices: { floor: 1203, backsplash: null },
    });
    expect(href).toBe('/visualize?plan=kitchen-l-12x14&template=warm-oak-farmhouse-kitchen&d=floor:1203,backsplash:0');
    expect(readDesignAddress(href.slice(href.indexOf('?')))).toEqual({
      plan: 'kitchen-l-12x14',
      template: 'warm-oak-farmhouse-kitchen',
      choices: { floor: 1203, backsplash: null },
    });
  });

  it('leaves out a template without a plan, and choices without both', () => {
    expect(designHref({ plan: null, template: 'coastal-white-kitchen', choices: { floor: 1 } })).toBe('/visualize');
    expect(designHref({ plan: 'laundry-8x10', template: null, choices: { floor: 1 } })).toBe(
      '/visualize?plan=laundry-8x10',
    );
  });

  it('ignores whatever is malformed instead of failing', () => {
    expect(
      readDesignAddress('?plan=../../etc&template=Bad%20Slug&d=floor:12,<script>:1,tub:-3,sink:99999999999'),
    ).toEqual({
      plan: null,
      template: null,
      choices: { floor: 12 },
    });
  });
});
