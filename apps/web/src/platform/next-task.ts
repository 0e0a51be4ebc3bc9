/**
 * Settles in a task of its own, so that what follows runs after the browser has had a turn (a tap, a frame). Queued
 * through a message channel: nested timeouts are held back 4 ms each after the fifth, and a page takes more steps
 * than that.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
