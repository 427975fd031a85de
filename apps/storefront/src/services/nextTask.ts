/**
 * Resolves in a later task of the event loop, so the browser can paint and answer a tap in
 * between two pieces of work. A message, not a timer: timers are clamped when nested and are
 * faked in tests that step through time.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
