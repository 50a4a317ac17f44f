/**
 * For the behaviours' unit tests (happy-dom): a component's markup as the server writes it, inside
 * a router whose root has the data the layout's hooks read (low-data mode off), so a test runs the
 * behaviour on the real JSX rather than on a copy of it. A `<noscript>`'s contents are text, as in
 * a browser that runs scripts.
 */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

export async function serverMarkup(element: ReactElement, path = "/"): Promise<string> {
  const handler = createStaticHandler([{ id: "root", path: "/*", loader: () => ({ lowData: { on: false } }), element }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`No page for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

/** Puts server markup in the test's page, each `<noscript>` holding its contents as text. */
export function showMarkup(markup: string, into: HTMLElement = document.body): void {
  into.innerHTML = markup;
  for (const noscript of into.querySelectorAll("noscript")) noscript.textContent = noscript.innerHTML;
}
