import { describe, expect, it } from 'vitest';
import { fillCatalogueTemplate, TEMPLATE_TOKENS } from './catalogueDocument.ts';

const template = `<html><head><title>${TEMPLATE_TOKENS.title}</title><meta name="description" content="${TEMPLATE_TOKENS.description}" />${TEMPLATE_TOKENS.head}</head><body><div id="root">${TEMPLATE_TOKENS.markup}</div></body></html>`;

describe('a catalogue page rendered on request', () => {
  it('fills in the title, description, structured data, answers and markup', () => {
    const html = fillCatalogueTemplate(template, {
      markup: '<h1>Tiles</h1>',
      head: { title: 'Tiles', description: 'Shop tiles.', structuredData: { '@type': 'Product', name: 'Tile' } },
      answers: [['products::tiles:1:', { data: [1, 2] }]],
    });
    expect(html).toContain('<title>Tiles | Showroom</title>');
    expect(html).toContain('<meta name="description" content="Shop tiles." />');
    expect(html).toContain(
      '<script type="application/ld+json" id="catalogue-structured-data">{"@type":"Product","name":"Tile"}</script>',
    );
    expect(html).toContain(
      '<script type="application/json" id="catalogue-answers">[["products::tiles:1:",{"data":[1,2]}]]</script>',
    );
    expect(html).toContain('<div id="root"><h1>Tiles</h1></div>');
    expect(html).not.toMatch(/%SSR_/);
  });

  it('keeps hostile text as text: no closing script, no attribute escape, no token or $ pattern at work', () => {
    const html = fillCatalogueTemplate(template, {
      markup: '<p>$&amp; $1</p>',
      head: {
        title: `"><script>alert(1)</script> ${TEMPLATE_TOKENS.markup} $&`,
        description: `" onload="x ${TEMPLATE_TOKENS.head}`,
      },
      answers: [['k', { name: '</script><script>alert(1)</script>' }]],
    });
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; %SSR_MARKUP% $&amp; | Showroom</title>',
    );
    expect(html).toContain('content="&quot; onload=&quot;x %SSR_HEAD%"');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><p>$&amp; $1</p></div>');
    // Without structured data, no empty element for it.
    expect(html).not.toContain('ld+json');
  });

  it('moves the preloads React puts before the markup into the head, so #root holds the hydrated tree', () => {
    const html = fillCatalogueTemplate(template, {
      markup:
        '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/><link rel="preload" as="image" href="/media/b.svg"/><div data-prerendered=""><img src="/media/a.svg"/></div>',
      head: { title: 'Tiles', description: 'Shop tiles.' },
      answers: [],
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/><link rel="preload" as="image" href="/media/b.svg"/><script type="application/json"',
    );
    expect(html).toContain('<div id="root"><div data-prerendered=""><img src="/media/a.svg"/></div></div>');
  });
});
