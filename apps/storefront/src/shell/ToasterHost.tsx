import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useServices } from '../services/ServicesContext.tsx';

const Toaster = lazy(() => import('./ToasterModule.ts').then((module) => ({ default: module.Toaster })));

/** §8 toasts. The toaster's code loads with the first toast, not with every page. */
export function ToasterHost() {
  const { toasts } = useServices();
  const items = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, toasts.getSnapshot);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster store={toasts} />
    </Suspense>
  );
}
