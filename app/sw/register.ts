/**
 * The inline script every page carries (app/root.tsx, with the request's nonce): once the page has
 * loaded, the service worker (app/sw/service-worker.ts) is registered, on hydrated pages and the
 * home page alike, and only where the browser has service workers.
 */
export const REGISTER_SERVICE_WORKER =
  '"serviceWorker"in navigator&&addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").catch(function(){})});';
