/**
 * Writes made straight into the run's D1 (the fixtures that copy listings or confirm phones) go
 * behind the Worker's back, so nothing purges the visitors' pages it keeps
 * (docs/decisions/093-edge-cache-for-visitors.md): the fixture then asks the local stand-in to
 * forget them, as a write through the Worker would have.
 */
export async function purgeLocalPages(): Promise<void> {
  const base = process.env.E2E_BASE_URL ?? "http://localhost:8788";
  const response = await fetch(`${base}/__local/purge-pages`, { method: "POST" });
  if (!response.ok) throw new Error(`the local page cache was not purged (${response.status})`);
}
