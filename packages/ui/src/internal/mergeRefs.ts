import type { Ref } from 'react';

/** Hands `node` to a caller's ref, a callback or an object (what React does with a `ref` prop). */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** One ref callback that hands the node to each ref: the component's own and its caller's. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) assignRef(ref, node);
  };
}
