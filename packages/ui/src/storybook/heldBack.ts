import { deferredModule, type DeferredModule } from '../internal/deferredModule.ts';

/**
 * Story-only: a deferred module that does not arrive until the play function says so, to show
 * a component before its lazily loaded part is there and check what happens when it comes.
 */
export interface HeldBack<T> {
  module: DeferredModule<T>;
  release(): void;
}

export function heldBack<T>(importer: () => Promise<T>): HeldBack<T> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    module: deferredModule(async () => {
      await gate;
      return importer();
    }),
    release: () => release(),
  };
}
