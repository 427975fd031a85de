import { describe, expect, it } from 'vitest';
import { linkedShowroomId, showroomLinkOf, showroomPathOf } from './showroomLink.ts';

describe('showroom links', () => {
  it('name the showroom page with the ID, on the store origin', () => {
    expect(showroomPathOf('DEMO0001')).toBe('/visualize/contractor/all?showroom=DEMO0001');
    expect(showroomLinkOf('https://shop.example.com', 'DEMO0001')).toBe(
      'https://shop.example.com/visualize/contractor/all?showroom=DEMO0001',
    );
  });

  it('read the ID back from an address, trimmed and upper-cased, or null without one', () => {
    expect(linkedShowroomId('?showroom=%20demo0001%20')).toBe('DEMO0001');
    expect(linkedShowroomId(new URL(showroomLinkOf('https://a.example', 'OAKS2026')).search)).toBe('OAKS2026');
    expect(linkedShowroomId('?showroom=')).toBeNull();
    expect(linkedShowroomId('')).toBeNull();
  });
});
