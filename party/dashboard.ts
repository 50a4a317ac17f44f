import { Server, type Connection } from "partyserver";
import { createDb } from "../worker/db/client";
import { dashboardData } from "../worker/services/safety/dashboard";
import { isEmpty } from "./categories";

/**
 * The admins' `dashboard` room (/parties/dashboard/admin). Who may connect is checked by the
 * Worker before the request reaches the room (worker/rooms.ts), from the session cookie. After a
 * write the Worker calls `refresh`, which broadcasts `dashboardUpdate` with fresh figures.
 */
export class Dashboard extends Server<Env> {
  static override options = { hibernate: true };

  override onMessage(): void {
    // The room only speaks; nothing a client sends is acted on.
  }

  /** Called by the Worker after a write; the figures are read only when an admin is watching. */
  async refresh(): Promise<void> {
    if (isEmpty(this.getConnections())) return;
    const data = await dashboardData(createDb(this.env.DB));
    this.broadcast(JSON.stringify({ type: "dashboardUpdate", data }));
  }

  override onConnect(_connection: Connection): void {
    // Nothing is sent on connect: the dashboard page has just loaded the same figures.
  }
}
