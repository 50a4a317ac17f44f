import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestContextKey } from "../worker/context";
import { ScriptNonce } from "./lib/script-nonce";

/**
 * Streams the page; bots and no-JS previews get the whole document at once. Every inline script
 * (React's streaming ones, our own) carries the request's nonce, which the Worker's
 * Content-Security-Policy names (docs/decisions/045-csp-with-nonces.md). No page hydrates
 * (docs/decisions/122), so React Router writes none of its own.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let status = responseStatusCode;
  const { nonce } = loadContext.get(requestContextKey);
  const body = await renderToReadableStream(
    <ScriptNonce value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </ScriptNonce>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        status = 500;
        console.error("render error", error);
      },
    },
  );
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
