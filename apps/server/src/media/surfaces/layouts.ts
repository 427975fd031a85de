import { hash3 } from '../noise.ts';

/**
 * Where a point of a floor or wall falls in a laid-out material: which piece, where in the
 * piece, and how far from its edge. Units are inches, so a 12 × 24 in tile is drawn at its true
 * size next to the room's other things.
 */
export interface Piece {
  /** A stable number per piece, to vary each one's shade and texture. */
  id: number;
  /** Position along the piece's length and across its width, from its corner. */
  u: number;
  v: number;
  length: number;
  width: number;
  /** Distance to the piece's nearest edge; negative inside a joint (grout, sand). */
  edge: number;
  /** Which edge is nearest: shading lights the top/left ones and shadows the others. */
  litEdge: boolean;
}

export type Layout = (x: number, y: number, piece: Piece) => void;

export function emptyPiece(): Piece {
  return { id: 0, u: 0, v: 0, length: 1, width: 1, edge: 1, litEdge: false };
}

/** The laying patterns the §3 `pattern` field names (and the ones it may come to). */
export const layingPatterns = ['straight', 'offset', 'stacked', 'herringbone'] as const;
export type LayingPattern = (typeof layingPatterns)[number];

export function layingPatternOf(pattern: string | null, fallback: LayingPattern): LayingPattern {
  const text = (pattern ?? '').toLowerCase();
  if (text.includes('herring') || text.includes('chevron')) return 'herringbone';
  if (text.includes('offset') || text.includes('brick') || text.includes('running') || text.includes('staggered'))
    return 'offset';
  if (text.includes('stack') || text.includes('vertical')) return 'stacked';
  if (text.includes('straight') || text.includes('grid')) return 'straight';
  return fallback;
}

function fill(piece: Piece, id: number, u: number, v: number, length: number, width: number, joint: number): void {
  const half = joint / 2;
  piece.id = id;
  piece.u = u - half;
  piece.v = v - half;
  piece.length = length - joint;
  piece.width = width - joint;
  const toStart = Math.min(piece.u, piece.v);
  const toEnd = Math.min(piece.length - piece.u, piece.width - piece.v);
  piece.edge = Math.min(toStart, toEnd);
  piece.litEdge = toStart < toEnd;
}

/**
 * A grid of `length` × `width` pieces (pitch includes the joint). Rows shift by `shift` of a
 * length ('offset': a half for tiles; planks pass a seeded shift per row, as installers
 * stagger end joints); 'stacked' stands the pieces on end.
 */
export function gridLayout(
  length: number,
  width: number,
  joint: number,
  options: { rowShift?: (row: number) => number; vertical?: boolean; seed: number },
): Layout {
  const { rowShift, vertical = false, seed } = options;
  return (x, y, piece) => {
    const along = vertical ? y : x;
    const across = vertical ? x : y;
    const row = Math.floor(across / width);
    const shifted = along + (rowShift ? rowShift(row) * length : 0);
    const column = Math.floor(shifted / length);
    fill(piece, hash3(column, row, seed), shifted - column * length, across - row * width, length, width, joint);
  };
}

/**
 * Herringbone at 45°: bricks laid alternately along and across, in the lattice spanned by
 * (w, w) and (l, −l). A point's brick is found among the few lattice cells around it (more for
 * long, thin planks, whose bricks reach further).
 */
export function herringboneLayout(length: number, width: number, joint: number, seed: number): Layout {
  const reach = Math.ceil(length / width) + 1;
  const cos = Math.SQRT1_2;
  return (x0, y0, piece) => {
    const x = (x0 + y0) * cos;
    const y = (y0 - x0) * cos;
    const i0 = Math.floor((x + y) / (2 * width));
    const j0 = Math.floor((x - y) / (2 * length));
    for (let di = -reach; di <= 1; di += 1) {
      for (let dj = -1; dj <= 1; dj += 1) {
        const i = i0 + di;
        const j = j0 + dj;
        const ox = i * width + j * length;
        const oy = i * width - j * length;
        if (x >= ox && x < ox + length && y >= oy && y < oy + width) {
          fill(piece, hash3(i, j * 2, seed), x - ox, y - oy, length, width, joint);
          return;
        }
        if (x >= ox && x < ox + width && y >= oy + width && y < oy + width + length) {
          fill(piece, hash3(i, j * 2 + 1, seed), y - oy - width, x - ox, length, width, joint);
          return;
        }
      }
    }
    fill(piece, 0, 0, 0, length, width, joint);
  };
}

export function layoutFor(
  pattern: LayingPattern,
  length: number,
  width: number,
  joint: number,
  seed: number,
  plankStagger = false,
): Layout {
  if (pattern === 'herringbone') return herringboneLayout(length, width, joint, seed);
  if (pattern === 'stacked') return gridLayout(length, width, joint, { vertical: true, seed });
  if (pattern === 'offset' || plankStagger) {
    const rowShift = plankStagger
      ? (row: number) => (hash3(row, 7, seed) % 1000) / 1000
      : (row: number) => (((row % 2) + 2) % 2) / 2;
    return gridLayout(length, width, joint, { rowShift, seed });
  }
  return gridLayout(length, width, joint, { seed });
}
