/**
 * For the upload behaviours' unit tests (happy-dom): the browser's network as the test decides it,
 * each request answered in turn by what the test queued. `fetch` asks for slots (or a page); each
 * `XMLHttpRequest` PUTs or POSTs bytes, with its progress. An answer is a status and body, a
 * failure ("network", "timeout"), or "hold" (left on its way until the test's `release` ends it).
 */
import { vi } from "vitest";

export type Answer = { status: number; body?: unknown } | Response | "network" | "timeout" | "hold";

export interface Sent {
  method: string;
  url: string;
  body: unknown;
  timeout: number;
}

export function network() {
  const fetchAnswers: Answer[] = [];
  const putAnswers: Answer[] = [];
  const fetched: { url: string; body: unknown }[] = [];
  const sent: Sent[] = [];
  const held: ((answer: Exclude<Answer, "hold" | Response>) => void)[] = [];

  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url, body: init?.body });
      const answer = fetchAnswers.shift() ?? "network";
      if (answer instanceof Response) return answer;
      if (answer === "network" || answer === "timeout" || answer === "hold") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { "content-type": "application/json" } });
    }),
  );

  class TestRequest {
    status = 0;
    responseText = "";
    timeout = 0;
    upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = "";
    private url = "";
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, body, timeout: this.timeout });
      const first = putAnswers.shift() ?? "network";
      const finish = (answer: Exclude<Answer, "hold" | Response>) =>
        setTimeout(() => {
          if (answer === "network") return this.onerror?.();
          if (answer === "timeout") return this.ontimeout?.();
          const size = body instanceof Blob ? body.size : 100;
          this.upload.onprogress?.({ loaded: size, total: size, lengthComputable: true });
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body ?? {});
          this.onload?.();
        }, 1);
      if (first === "hold") held.push(finish);
      else if (!(first instanceof Response)) finish(first);
    }
  }
  vi.stubGlobal("XMLHttpRequest", TestRequest);

  return {
    /** What `fetch` answers next, in turn (nothing queued: the network is down). */
    fetchAnswers: (...answers: Answer[]) => fetchAnswers.push(...answers),
    /** What each upload request answers next, in turn (nothing queued: the network is down). */
    uploadAnswers: (...answers: Answer[]) => putAnswers.push(...answers),
    fetched,
    sent,
    /** Ends the held requests with `answer`. */
    release: (answer: Exclude<Answer, "hold" | Response>) => {
      for (const end of held.splice(0)) end(answer);
    },
  };
}
