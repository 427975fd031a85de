/**
 * A story `beforeEach` that runs `Date.now()` from a fixed instant onwards (it still advances),
 * so times a page shows from it (a one-time code's expiry, and the mocks that set it) are the
 * same in every screenshot. Returns the cleanup that gives the real clock back.
 */
export function clockFrom(instant: number): () => () => void {
  return () => {
    const real = Date.now;
    const started = real();
    Date.now = () => instant + (real() - started);
    return () => {
      Date.now = real;
    };
  };
}
