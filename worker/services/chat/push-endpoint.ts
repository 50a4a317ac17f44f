/**
 * Which push endpoints the server will ever post to (docs/decisions/112-push-endpoint-hosts.md).
 * A subscription's endpoint is an address the browser hands us and the Worker later POSTs to,
 * so an endpoint on an internal address would make the server a messenger to it. Browsers only
 * ever subscribe at a handful of push services, so the rule is a list of their host names rather
 * than a list of addresses to refuse: an IP literal in any spelling (decimal, hex, octal, mapped
 * IPv6), a name with a trailing dot, `localhost`, a port or a user name never matches it, and a
 * name that merely resolves somewhere internal is not one of the services' own names.
 */

/**
 * The push services' host names: Chrome, Edge on Android, Samsung Internet, Opera and Brave go
 * through Google's FCM; Firefox through Mozilla's autopush; Safari (macOS and iOS home-screen
 * apps) through Apple; Edge on Windows through WNS, whose hosts are numbered per region.
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)?push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/**
 * True when `url` is an https address on one of the push services' own hosts, on the default
 * port, with no user name or password: the only endpoints stored and posted to (the local
 * stand-in's loopback address is allowed separately, on a local site alone).
 */
export function isPushServiceUrl(url: URL): boolean {
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return false;
  // The URL parser lower-cases the host and turns every IPv4 spelling into dotted decimal, so a
  // literal address never looks like a name; a trailing dot stays and does not match.
  return PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
