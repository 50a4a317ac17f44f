/**
 * For the tests of the rooms' sockets: a WebSocket stand-in that is the test's to drive. The rooms'
 * socket file (app/enhance/live-socket.ts) is loaded with it, as a page has it once its first room
 * asked for it; app/lib/live-socket-loading.test.ts tests that asking.
 */
import "../enhance/live-socket";

/** A WebSocket the test drives: it opens, speaks and fails when told to. */
export class FakeSocket extends EventTarget {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  binaryType = "blob";
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(new Event("close"));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data: typeof data === "string" ? data : JSON.stringify(data) }));
  }
  fail() {
    this.readyState = 3;
    this.dispatchEvent(new Event("close"));
  }
}
