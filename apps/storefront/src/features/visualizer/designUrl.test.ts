import { describe, expect, it } from 'vitest';
import { designHref, designHrefOf, readDesignAddress } from './designUrl.ts';

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

  it("opens a project's saved design from its extra info, and nothing from an incomplete one", () => {
    expect(
      designHrefOf({
        room: 'kitchen',
        floorplan: 'kitchen-l-12x14',
        floorTemplate: 'coastal-white-kitchen',
        choices: { floor: 1203, sink: null, tub: 'x', faucet: -1 },
      }),
    ).toBe('/visualize?plan=kitchen-l-12x14&template=coastal-white-kitchen&d=floor:1203,sink:0');
    expect(designHrefOf({ floorplan: 'kitchen-l-12x14' })).toBeNull();
    expect(designHrefOf({ floorplan: '../x', floorTemplate: 'coastal-white-kitchen' })).toBeNull();
    expect(designHrefOf(null)).toBeNull();
  });
});
