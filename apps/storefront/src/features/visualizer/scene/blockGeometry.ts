import { BufferGeometry, Float32BufferAttribute } from 'three';
import type { Block } from './roomModel.ts';

/**
 * The six faces of each face direction: the axis the face looks along, its sign, and the two
 * axes its texture runs along (u, v).
 */
const faces: readonly { axis: 0 | 1 | 2; sign: 1 | -1; u: 0 | 1 | 2; v: 0 | 1 | 2 }[] = [
  { axis: 0, sign: 1, u: 2, v: 1 },
  { axis: 0, sign: -1, u: 2, v: 1 },
  { axis: 1, sign: 1, u: 0, v: 2 },
  { axis: 1, sign: -1, u: 0, v: 2 },
  { axis: 2, sign: 1, u: 0, v: 1 },
  { axis: 2, sign: -1, u: 0, v: 1 },
];

/**
 * One geometry of many boxes, in scene coordinates, with texture coordinates in feet taken from
 * the scene position (a box projection): a material's texture then runs on across the pieces of
 * a surface (a wall around its window, countertop runs meeting at a corner) without a seam, and
 * at the same scale on every surface. A texture's `repeat` sets how many feet one tile spans.
 */
export function blocksGeometry(blocks: readonly Block[]): BufferGeometry {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  for (const { min, max } of blocks) {
    for (const { axis, sign, u, v } of faces) {
      const base = positions.length / 3;
      const fixed = sign > 0 ? max[axis] : min[axis];
      // Corners in an order that winds counter-clockwise seen from outside the face.
      const corners: [number, number][] =
        sign > 0 === ((axis + 1) % 3 === u)
          ? [
              [min[u], min[v]],
              [max[u], min[v]],
              [max[u], max[v]],
              [min[u], max[v]],
            ]
          : [
              [min[u], min[v]],
              [min[u], max[v]],
              [max[u], max[v]],
              [max[u], min[v]],
            ];
      for (const [cu, cv] of corners) {
        const point = [0, 0, 0];
        point[axis] = fixed;
        point[u] = cu;
        point[v] = cv;
        positions.push(point[0] ?? 0, point[1] ?? 0, point[2] ?? 0);
        const normal = [0, 0, 0];
        normal[axis] = sign;
        normals.push(normal[0] ?? 0, normal[1] ?? 0, normal[2] ?? 0);
        uvs.push(cu, cv);
      }
      indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  geometry.setIndex(indices);
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
  return geometry;
}
