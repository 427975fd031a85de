import type { KeyboardEvent } from 'react';

/** Radix Select's closed trigger acts on a typed character (type-ahead) and on its open keys. */
const radixOpenKeys = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

/** Whether the Radix trigger would act on this key, so the stand-in keeps it for Radix. */
export function isTriggerKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  return event.key.length === 1 || radixOpenKeys.includes(event.key);
}

/** How long the list may take to take the focus after opening before the keys go where it is. */
const LIST_FOCUS_TIMEOUT_MS = 1000;

/** After React has rendered what the last event changed (it flushes in a microtask). */
const settled = () => new Promise((resolve) => setTimeout(resolve));

/** The element in the opening list that takes the focus (Radix moves it there once placed). */
function listFocus(trigger: HTMLElement): Promise<Element | null> {
  if (document.activeElement !== trigger) return Promise.resolve(document.activeElement);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(), LIST_FOCUS_TIMEOUT_MS);
    const done = (event?: FocusEvent) => {
      clearTimeout(timer);
      trigger.removeEventListener('focusout', done);
      resolve(event?.relatedTarget instanceof Element ? event.relatedTarget : document.activeElement);
    };
    trigger.addEventListener('focusout', done);
  });
}

/**
 * Gives the Radix trigger that replaced the stand-in the keys the person pressed on the stand-in,
 * in order, so Radix itself types ahead, opens and chooses. Keys after one that opened the list
 * (or all of them, when a click opened it) go into the list, as they would have.
 */
export async function handOver(trigger: HTMLElement, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  // An open list takes the focus itself.
  if (trigger.getAttribute('aria-expanded') !== 'true') trigger.focus();
  for (const key of keys) {
    const open = trigger.getAttribute('aria-expanded') === 'true';
    const target = open ? await listFocus(trigger) : trigger;
    if (target === null || !target.isConnected) return;
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    await settled();
  }
}
