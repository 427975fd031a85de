import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  chooseTemplateProducts,
  type DesignProduct,
  findFloorPlan,
  findFloorTemplate,
  floorPlanRecord,
  type FloorPlan,
} from '@showroom/api';
import { getDemoDataset, mockPicture, toProductSummary } from '@showroom/api/demo';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pickableSlots, RoomScene, type RoomSceneProps } from './RoomScene.tsx';

/**
 * The visualizer's room in 3D (issue 33): a catalogue plan dressed by a template with the demo
 * showroom's products, as the design page shows it. Each story waits for the scene to say it
 * has drawn every swatch (`data-ready`), so its picture is the finished room. Software WebGL
 * (SwiftShader) draws these in the tests: a story takes about a second, so there is one per room
 * type (ten), not one per plan.
 */

/** A plan dressed with a template's choice among the demo products, each as a design carries it. */
function design(planSlug: string, templateSlug: string): Pick<RoomSceneProps, 'plan' | 'products' | 'label'> {
  const plan = findFloorPlan(planSlug);
  const template = findFloorTemplate(templateSlug);
  if (!plan || !template) throw new Error(`No plan ${planSlug} or template ${templateSlug}`);
  const candidates = getDemoDataset().products.map((product) => ({ ...product, category: product.category_name }));
  const products: Record<string, DesignProduct | null> = {};
  for (const [slot, product] of chooseTemplateProducts(template, candidates)) {
    products[slot] = product
      ? {
          ...toProductSummary(product),
          picture: mockPicture(product, 'swatch'),
          category_name: product.category_name,
          size: product.size,
          min_qty: product.min_qty,
        }
      : null;
  }
  const record: FloorPlan = floorPlanRecord(plan);
  return { plan: record, products, label: `${plan.name} in 3D, ${template.name}` };
}

function Frame(props: RoomSceneProps) {
  // The design page's room panel: 4:3, the page giving the scene its size.
  return (
    <div style={{ width: 800, height: 600 }}>
      <RoomScene {...props} />
    </div>
  );
}

const onSelectSlot = fn();

const meta = {
  title: 'Features/Visualizer/Room scene',
  component: Frame,
  args: {
    ...design('kitchen-island-14x16', 'warm-oak-farmhouse-kitchen'),
    selectedSlot: null,
    onSelectSlot,
    view: 'corner',
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['corner', 'top', 'front'] },
    plan: { control: false },
    products: { control: false },
  },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scene is there, labelled, and has drawn a frame with every swatch of its products. */
async function sceneDrawn(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  const scene = await within(canvasElement).findByRole('img', { name: label });
  await waitFor(() => expect(scene).toHaveAttribute('data-ready', 'true'), { timeout: 25_000 });
  const canvas = scene.querySelector('canvas');
  await expect(canvas).not.toBeNull();
  await expect(canvas?.width).toBeGreaterThan(0);
  return scene;
}

/** An island kitchen from its south-east corner: oak-look floor, champagne bronze appliances, quartz on the runs and the island. */
export const Kitchen: Story = {
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** A primary bath: walk-in shower tiled on its two walls, freestanding tub, double vanity. */
export const PrimaryBath: Story = {
  args: { ...design('bath-primary-12x14', 'spa-marble-bathroom') },
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** A living room from the front, at eye height: the accent wall in ledger panels, the ceiling fan, the sofa facing the wall. */
export const LivingRoom: Story = {
  args: { ...design('living-room-14x16', 'smoked-walnut-loft-living'), view: 'front' },
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** The patio: pavers, the lawn strip along the house, the pool sunk in the paving with its coping. */
export const Patio: Story = {
  args: { ...design('patio-pool-24x36', 'coastal-white-outdoor') },
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** An L-shaped kitchen in matte black: the two runs meet in the corner, the window over the sink. */
export const LShapedKitchen: Story = {
  args: { ...design('kitchen-l-12x14', 'modern-matte-black-kitchen') },
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** A U-shaped kitchen in coastal white: cabinets on three walls around the cook. */
export const UShapedKitchen: Story = {
  args: { ...design('kitchen-u-10x10', 'coastal-white-kitchen') },
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** A galley kitchen from above: two facing runs and the walkway between them. */
export const GalleyKitchen: Story = {
  args: { ...design('kitchen-galley-7x10', 'smoked-walnut-loft-kitchen'), view: 'top' },
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** A full bath: tub with its tiled surround, vanity and toilet in five by eight feet. */
export const FullBath: Story = {
  args: { ...design('bath-full-5x8', 'modern-matte-black-bathroom') },
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** A powder room in spa marble: a vanity and a toilet, the accent wall behind them. */
export const PowderRoom: Story = {
  args: { ...design('powder-room-4x5', 'spa-marble-powder') },
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** A laundry in coastal white: washer and dryer on a tiled floor. */
export const Laundry: Story = {
  args: { ...design('laundry-6x8', 'coastal-white-laundry') },
  play: async ({ canvasElement, args }) => {
    await sceneDrawn(canvasElement, args.label);
  },
};

/** A click in the room picks the slot under the pointer: in the kitchen's middle, the island's countertop or the floor. */
export const SelectsASurface: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const scene = await sceneDrawn(canvasElement, args.label);
    onSelectSlot.mockClear();
    const canvas = scene.querySelector('canvas');
    if (!canvas) throw new Error('no canvas');
    const box = canvas.getBoundingClientRect();
    const at = {
      bubbles: true,
      cancelable: true,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 2,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
    };
    canvas.dispatchEvent(new PointerEvent('pointerdown', { ...at, buttons: 1 }));
    canvas.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
    canvas.dispatchEvent(new MouseEvent('click', at));
    await waitFor(() => expect(onSelectSlot).toHaveBeenCalledTimes(1));
    const [slot] = onSelectSlot.mock.calls[0] ?? [];
    await expect(['countertop', 'floor']).toContain(slot);
    await expect(pickableSlots(args.plan).has(String(slot))).toBe(true);
  },
};
