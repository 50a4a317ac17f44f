/**
 * What a test's WebSocket receives, queued until read: `next` waits up to 5 s for the next JSON
 * message, `drain` takes whatever has arrived. Shared by the tests that open the live rooms.
 */
export function queueMessages(socket: WebSocket, label = "the socket") {
  const queue: unknown[] = [];
  const waiting: ((value: unknown) => void)[] = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as unknown;
    const resolve = waiting.shift();
    if (resolve) resolve(message);
    else queue.push(message);
  });
  const next = () =>
    queue.length > 0
      ? Promise.resolve(queue.shift())
      : new Promise((resolve, reject) => {
          waiting.push(resolve);
          setTimeout(() => reject(new Error(`nothing on ${label} within 5 s`)), 5000);
        });
  return { next, drain: () => queue.splice(0) };
}
