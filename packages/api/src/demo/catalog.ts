import type { Category, HeaderMenu, Product, ProductSummary } from '../contract/index.ts';
import { homeCategoryNames } from '../contract/vocabularyLists.ts';
import { demoImagePath } from './images.ts';
import { mockPicture } from './pictures.ts';
import { createRandom, slugify, type Random } from './random.ts';

interface HomeCategorySeed {
  /** Spelled as the home page's "Shop by category" row (§2), 'Vanitys' and 'luxury-flooring' included. */
  readonly name: string;
  readonly unit: 'Box' | 'Piece';
  readonly children: readonly { readonly name: string; readonly noun: string }[];
  readonly price: readonly [number, number];
}

interface DepartmentSeed {
  readonly name: string;
  readonly slug: string;
  readonly finishes: readonly string[];
  readonly categories: readonly HomeCategorySeed[];
}

const metalFinishes = ['Brushed Nickel', 'Matte Black', 'Polished Chrome', 'Champagne Bronze', 'Stainless Steel'];
const surfaceFinishes = ['Carrara White', 'Warm Oak', 'Smoked Walnut', 'Ash Grey', 'Sandstone', 'Charcoal'];
const outdoorFinishes = ['Desert Tan', 'Slate Grey', 'Autumn Blend', 'Evergreen', 'Limestone'];

const collections = [
  'Arden',
  'Bristol',
  'Cascade',
  'Delmar',
  'Everly',
  'Fairview',
  'Granada',
  'Harbor',
  'Linden',
  'Monroe',
];
const brands = ['Northfield', 'Casa Verde', 'Stonecraft', 'Luma Home', 'Pacific Mill', 'Ironwood', 'Bayside'];

/** §2: the departments and the 21 home categories, each with child categories. */
const departmentSeeds: readonly DepartmentSeed[] = [
  {
    name: 'Kitchen',
    slug: 'kitchen',
    finishes: metalFinishes,
    categories: [
      {
        name: 'Appliances',
        unit: 'Piece',
        price: [549, 3899],
        children: [
          { name: 'Refrigerators', noun: 'Refrigerator' },
          { name: 'Ranges & Ovens', noun: 'Range' },
          { name: 'Dishwashers', noun: 'Dishwasher' },
        ],
      },
      {
        name: 'Cabinet Hardware',
        unit: 'Piece',
        price: [4, 39],
        children: [
          { name: 'Knobs', noun: 'Knob' },
          { name: 'Pulls', noun: 'Pull' },
        ],
      },
      {
        name: 'Countertop',
        unit: 'Piece',
        price: [899, 4200],
        children: [
          { name: 'Quartz Countertops', noun: 'Quartz Slab' },
          { name: 'Granite Countertops', noun: 'Granite Slab' },
        ],
      },
      {
        name: 'Kitchen Faucets',
        unit: 'Piece',
        price: [89, 649],
        children: [
          { name: 'Pull-Down Faucets', noun: 'Pull-Down Faucet' },
          { name: 'Bar Faucets', noun: 'Bar Faucet' },
        ],
      },
      {
        name: 'Kitchen Sinks',
        unit: 'Piece',
        price: [159, 1299],
        children: [
          { name: 'Undermount Sinks', noun: 'Undermount Sink' },
          { name: 'Farmhouse Sinks', noun: 'Farmhouse Sink' },
        ],
      },
      {
        name: 'Backsplash Tiles',
        unit: 'Box',
        price: [39, 159],
        children: [
          { name: 'Subway Tile', noun: 'Subway Tile' },
          { name: 'Mosaic Tile', noun: 'Mosaic Tile' },
        ],
      },
    ],
  },
  {
    name: 'Bath',
    slug: 'bath',
    finishes: metalFinishes,
    categories: [
      {
        name: 'Bathroom Faucets',
        unit: 'Piece',
        price: [69, 499],
        children: [
          { name: 'Sink Faucets', noun: 'Sink Faucet' },
          { name: 'Tub Fillers', noun: 'Tub Filler' },
        ],
      },
      {
        name: 'Bathroom Vanitys',
        unit: 'Piece',
        price: [299, 2499],
        children: [
          { name: 'Single Vanities', noun: 'Single Vanity' },
          { name: 'Double Vanities', noun: 'Double Vanity' },
        ],
      },
      {
        name: 'Bath Tubs',
        unit: 'Piece',
        price: [499, 3299],
        children: [
          { name: 'Freestanding Tubs', noun: 'Freestanding Tub' },
          { name: 'Alcove Tubs', noun: 'Alcove Tub' },
        ],
      },
      {
        name: 'Showers',
        unit: 'Piece',
        price: [199, 1899],
        children: [
          { name: 'Shower Systems', noun: 'Shower System' },
          { name: 'Shower Doors', noun: 'Shower Door' },
        ],
      },
      {
        name: 'Toilets',
        unit: 'Piece',
        price: [179, 1199],
        children: [
          { name: 'One-Piece Toilets', noun: 'One-Piece Toilet' },
          { name: 'Two-Piece Toilets', noun: 'Two-Piece Toilet' },
        ],
      },
    ],
  },
  {
    name: 'Flooring',
    slug: 'flooring',
    finishes: surfaceFinishes,
    categories: [
      {
        name: 'Hardwood Flooring',
        unit: 'Box',
        price: [89, 249],
        children: [
          { name: 'Solid Hardwood', noun: 'Solid Hardwood Plank' },
          { name: 'Engineered Hardwood', noun: 'Engineered Plank' },
        ],
      },
      {
        name: 'Laminate Flooring',
        unit: 'Box',
        price: [39, 99],
        children: [
          { name: 'Waterproof Laminate', noun: 'Waterproof Laminate' },
          { name: 'Classic Laminate', noun: 'Laminate Plank' },
        ],
      },
      {
        name: 'luxury-flooring',
        unit: 'Box',
        price: [49, 139],
        children: [
          { name: 'Luxury Vinyl Plank', noun: 'Vinyl Plank' },
          { name: 'Luxury Vinyl Tile', noun: 'Vinyl Tile' },
        ],
      },
      {
        name: 'Tile Flooring',
        unit: 'Box',
        price: [35, 189],
        children: [
          { name: 'Porcelain Tile', noun: 'Porcelain Tile' },
          { name: 'Ceramic Tile', noun: 'Ceramic Tile' },
        ],
      },
    ],
  },
  {
    name: 'Outdoor',
    slug: 'outdoor',
    finishes: outdoorFinishes,
    categories: [
      {
        name: 'Artificial Turf',
        unit: 'Piece',
        price: [129, 899],
        children: [
          { name: 'Landscape Turf', noun: 'Turf Roll' },
          { name: 'Putting Greens', noun: 'Putting Green' },
        ],
      },
      {
        name: 'Hardscaping',
        unit: 'Piece',
        price: [3, 45],
        children: [
          { name: 'Pavers', noun: 'Paver' },
          { name: 'Retaining Wall Blocks', noun: 'Wall Block' },
        ],
      },
      {
        name: 'Pool Copings',
        unit: 'Piece',
        price: [12, 79],
        children: [
          { name: 'Bullnose Copings', noun: 'Bullnose Coping' },
          { name: 'Drop-Face Copings', noun: 'Drop-Face Coping' },
        ],
      },
      {
        name: 'Stacked Stone',
        unit: 'Piece',
        price: [19, 119],
        children: [
          { name: 'Ledger Panels', noun: 'Ledger Panel' },
          { name: 'Corner Pieces', noun: 'Corner Piece' },
        ],
      },
    ],
  },
  {
    name: 'Lighting & Fans',
    slug: 'lighting-and-fans',
    finishes: metalFinishes,
    categories: [
      {
        name: 'Fans',
        unit: 'Piece',
        price: [89, 799],
        children: [
          { name: 'Ceiling Fans', noun: 'Ceiling Fan' },
          { name: 'Bath Exhaust Fans', noun: 'Exhaust Fan' },
        ],
      },
      {
        name: 'Lights',
        unit: 'Piece',
        price: [49, 1299],
        children: [
          { name: 'Pendants', noun: 'Pendant' },
          { name: 'Chandeliers', noun: 'Chandelier' },
          { name: 'Vanity Lights', noun: 'Vanity Light' },
        ],
      },
    ],
  },
];

/** §2 "Shop by category" names, in the spec's order (the contract's list). */
export { homeCategoryNames };

export const PRODUCTS_PER_LEAF_CATEGORY = 8;

/** The ids of the vendors whose products are listed (see users.ts). */
export interface CatalogOwners {
  readonly vendorIds: readonly number[];
}

export interface DemoCatalog {
  /** The 21 home categories with their children, ids in §2 order. */
  readonly categories: Category[];
  readonly menus: HeaderMenu[];
  readonly products: Product[];
  /** The department (menu_slug) of each home category id. */
  readonly departmentOf: ReadonlyMap<number, string>;
}

function productHash(random: Random): string {
  let hash = '';
  for (let index = 0; index < 12; index += 1) hash += random.int(0, 35).toString(36);
  return hash;
}

export function buildCatalog(owners: CatalogOwners, seed = 2026): DemoCatalog {
  const random = createRandom(seed);
  const categories: Category[] = [];
  const menus: HeaderMenu[] = [];
  const products: Product[] = [];
  const departmentOf = new Map<number, string>();
  const seedsByName = new Map<string, { seed: HomeCategorySeed; department: DepartmentSeed }>();
  for (const department of departmentSeeds) {
    for (const category of department.categories) seedsByName.set(category.name, { seed: category, department });
  }

  let childId = 100;
  let productId = 1000;
  const hashes = new Set<string>();
  homeCategoryNames.forEach((name, index) => {
    const entry = seedsByName.get(name);
    if (!entry) throw new Error(`No seed for home category ${name}`);
    const { seed: home, department } = entry;
    const id = index + 1;
    const slug = slugify(name);
    departmentOf.set(id, department.slug);
    const children: Category[] = home.children.map((child) => {
      childId += 1;
      const childSlug = slugify(child.name);
      for (let n = 0; n < PRODUCTS_PER_LEAF_CATEGORY; n += 1) {
        productId += 1;
        let hash = productHash(random);
        while (hashes.has(hash)) hash = productHash(random);
        hashes.add(hash);
        const finish = random.pick(department.finishes);
        const collection = random.pick(collections);
        const productName = `${collection} ${finish} ${child.noun}`;
        const imageSlug = `${slugify(productName)}-${productId}`;
        const [min, max] = home.price;
        // Shop prices end in .99, as retail prices do.
        const price = Math.floor(min + random.next() * (max - min)) + 0.99;
        const isBox = home.unit === 'Box';
        const boxSqft = isBox ? random.pick([10, 12.5, 15, 18.6, 20, 22.5]) : null;
        const image = demoImagePath('products', imageSlug);
        products.push({
          id: productId,
          hash,
          name: productName,
          brand: random.pick(brands),
          category_id: childId,
          price: price,
          uom: home.unit,
          box_sqft: boxSqft,
          image,
          sku: `${slug.slice(0, 3).toUpperCase()}-${productId}`,
          description: `The ${productName} from the ${collection} collection, in ${finish.toLowerCase()}. ${
            isBox ? `Sold by the box; each box covers ${boxSqft} sq ft.` : 'Sold by the piece.'
          }`,
          category_name: child.name,
          category_slug: childSlug,
          images: [image],
          size: isBox
            ? {
                width_size: `${random.pick([3, 6, 8, 12, 24])} in`,
                height_size: null,
                length_size: `${random.pick([12, 24, 36, 48])} in`,
                pattern: random.pick(['Straight', 'Herringbone', 'Offset']),
              }
            : null,
          sizes: [
            {
              id: productId * 10 + 1,
              label: isBox ? `Box of ${boxSqft} sq ft` : 'Standard',
              price: price,
              box_sqft: boxSqft,
            },
          ],
          vendor_id: random.pick(owners.vendorIds),
          in_stock: random.chance(0.9),
          // Every demo product sells from one unit; stories show a larger minimum with an override.
          min_qty: 1,
        });
      }
      return {
        id: childId,
        name: child.name,
        slug_url: childSlug,
        parent_id: id,
        unit: home.unit,
        image: demoImagePath('categories', childSlug),
        children: [],
      };
    });
    categories.push({
      id,
      name,
      slug_url: slug,
      parent_id: null,
      unit: home.unit,
      image: demoImagePath('categories', slug),
      children,
    });
  });

  departmentSeeds.forEach((department, index) => {
    menus.push({
      id: index + 1,
      name: department.name,
      menu_slug: department.slug,
      categories: department.categories.map((seed) => {
        const category = categories.find((c) => c.name === seed.name);
        if (!category) throw new Error(`Missing category ${seed.name}`);
        return {
          id: category.id,
          name: category.name,
          slug_url: category.slug_url,
          children: category.children.map((child) => ({ id: child.id, name: child.name, slug_url: child.slug_url })),
        };
      }),
    });
  });

  return { categories, menus, products, departmentOf };
}

export function toProductSummary(product: Product): ProductSummary {
  return {
    id: product.id,
    hash: product.hash,
    name: product.name,
    brand: product.brand,
    category_id: product.category_id,
    price: product.price,
    uom: product.uom,
    box_sqft: product.box_sqft,
    image: product.image,
    // The mocks' stand-in pictures (mocks/pictures.ts): the server answers its own rendered ones.
    picture: mockPicture(product, 'swatch'),
  };
}
