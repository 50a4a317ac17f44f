import type { ContactChannel } from "../../../app/domain/listing-actions";
import type { RequestContext } from "../../request-context";
import { countContact } from "../counting/counts";

/**
 * One contact click (Call, WhatsApp, Show contact, a first message), counted by the listing's
 * counter shard (worker/services/counting/), once per visitor, listing and channel a day
 * (docs/decisions/048-counters-once-per-visitor.md). Counted after the answer has gone, so a
 * failure is logged rather than thrown; a click on a listing deleted meanwhile is dropped when
 * the shard writes its minute.
 */
export async function countInteraction(ctx: Pick<RequestContext, "env" | "visitor">, id: number, channel: ContactChannel): Promise<void> {
  await countContact(ctx.env, await ctx.visitor(), id, channel).catch((error: unknown) => console.error("contact click not counted", error));
}
