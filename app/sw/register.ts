/**
 * The inline script every page carries outside low-data mode (app/root.tsx, with the request's
 * nonce): once the page has loaded, the service worker (app/sw/service-worker.ts) is registered,
 * where the browser has service workers.
 */
export const REGISTER_SERVICE_WORKER =
  '"serviceWorker"in navigator&&addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").catch(function(){})});';
