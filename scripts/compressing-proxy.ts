import { createServer, request, type Server } from "node:http";
import { createGzip } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/**
 * Cloudflare compresses text answers at the edge; the local preview does not. Benchmarks that
 * judge what a phone downloads go through this loopback proxy, which gzips text like the edge.
 */
export function startCompressingProxy(listenPort: number, targetPort: number): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: "localhost", port: targetPort, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: `localhost:${targetPort}` } },
      (response) => {
        const type = String(response.headers["content-type"] ?? "");
        const accepts = String(incoming.headers["accept-encoding"] ?? "").includes("gzip");
        if (!accepts || !COMPRESSIBLE.test(type) || response.headers["content-encoding"]) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const headers = { ...response.headers, "content-encoding": "gzip", vary: "Accept-Encoding" };
        delete headers["content-length"];
        outgoing.writeHead(response.statusCode ?? 502, headers);
        response.pipe(createGzip({ level: 6 })).pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(listenPort, "127.0.0.1", () => resolve(server)));
}
