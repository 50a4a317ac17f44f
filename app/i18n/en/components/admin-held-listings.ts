import { groupedCount } from "../../../domain/ksh";
import type { ListingScamSignal } from "../../../domain/chat-types";

/** English: what its component shows, wherever it is rendered (STRINGS.components.adminHeldListings). */
export const adminHeldListings = {
  count: (n: number) => groupedCount(n),
  bySeller: "Seller:",
  showing: (shown: number, total: number) => `Showing the newest ${shown} of ${groupedCount(total)}.`,
  title: "Held for a check",
  hint: "New or edited listings whose words look like a common scam (money before viewing, M-Pesa to reserve, owner abroad, a fee for a job). Nobody sees them until you publish them.",
  none: "No listing is waiting for a check.",
  approve: "Publish",
  approveLabel: (name: string) => `Publish: ${name}`,
  reject: "Reject",
  rejectLabel: (name: string) => `Reject: ${name}`,
  heldWhen: (date: string) => `held ${date}`,
  bySignal: {
    "payment-first": "Money before viewing",
    "reserve-by-mpesa": "M-Pesa to reserve",
    "owner-abroad": "Owner abroad",
    "job-fee": "Fee for a job",
  } satisfies Record<ListingScamSignal, string>,
};
