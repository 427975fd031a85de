/**
 * What a mesh says about picking, kept in `userData`: the slot a click on it picks (null: none),
 * or that clicks go through it (glass). One object per value, shared: @react-three/fiber
 * compares props by reference, and a new `userData` on every render would ask for a new frame
 * of the whole room each time the page around it re-renders.
 */
export type PickData = Readonly<{ slot?: string | null; pickThrough?: true }>;

const THROUGH: PickData = Object.freeze({ pickThrough: true });
const NONE: PickData = Object.freeze({});
const bySlot = new Map<string | null, PickData>();

export function pickData(slot: string | null | undefined, pickThrough = false): PickData {
  if (pickThrough) return THROUGH;
  if (slot === undefined) return NONE;
  let data = bySlot.get(slot);
  if (!data) {
    data = Object.freeze({ slot });
    bySlot.set(slot, data);
  }
  return data;
}
