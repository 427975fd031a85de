/**
 * The brand partners the marketing pages show (home slider, /our-brands): the makers whose
 * materials the demo catalogue sells. Their logos are the generated demo pictures the server
 * (and the mocks) render under /media/logos, so nothing is fetched from outside.
 */
export interface BrandPartner {
  readonly name: string;
  readonly slug: string;
  /** What the brand makes, in one line. */
  readonly speciality: string;
  readonly logo: string;
}

const brand = (name: string, speciality: string): BrandPartner => {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { name, slug, speciality, logo: `/media/logos/${slug}.svg` };
};

/** The seven brands of the demo catalogue (packages/api/src/demo/catalog.ts), in its order. */
export const brandPartners: readonly BrandPartner[] = [
  brand('Northfield', 'Hardwood, laminate and luxury vinyl flooring'),
  brand('Casa Verde', 'Porcelain and ceramic tile, backsplashes'),
  brand('Stonecraft', 'Countertops, stacked stone and pool copings'),
  brand('Luma Home', 'Lighting, fans and cabinet hardware'),
  brand('Pacific Mill', 'Vanities, cabinets and bath furniture'),
  brand('Ironwood', 'Hardscaping and outdoor living'),
  brand('Bayside', 'Faucets, sinks, showers and tubs'),
];
