import { useLayoutEffect, useRef } from 'react';

/**
 * A render's value for code that finishes later (a submit that awaited a numbering plan reads what
 * is typed by then; a subscription made once calls this render's callbacks). Written after
 * React commits the render, never during it, so a render React throws away leaves no trace.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
