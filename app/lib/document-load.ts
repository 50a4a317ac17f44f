/**
 * The `clientLoader` of a page served without the framework (docs/decisions/096 and 098): a
 * client-side navigation from a hydrated page (a link, a redirect after an action) becomes a
 * document load, so the page arrives as the server writes it, with its own script.
 */
export async function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
