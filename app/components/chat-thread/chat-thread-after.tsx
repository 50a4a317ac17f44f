import type { ThreadAfter } from "../../domain/chat-types";
import { eatDayKey } from "../../domain/chat-time";
import { ChatMessageItems } from "./chat-thread";
import { chatThreadContract } from "./chat-thread.contract";
import "./chat-thread.css";

/**
 * What a thread's page is sent when its room speaks (docs/decisions/127, ./chat-thread.behaviour.ts): the items to add to its
 * list, written by the same component as the page's. The list says the block between the two
 * (`data-block`: a change asks the script for the whole page, whose compose box comes or goes) or
 * that more came than a page holds (`data-whole`). The one message that says "Seen" is always
 * among the items: a new one, or the member's own last one written again in its place.
 */
export function ChatThreadAfter({ thread, meId }: { thread: ThreadAfter; meId: string }) {
  const { messages, shownLast, shownMine, block, otherName } = thread;
  if (!messages) return <ol className="chat-messages" {...chatThreadContract.values({ block, whole: true })} />;
  const newestMine = [...messages].reverse().find((message) => message.senderId === meId);
  const lastMine = newestMine ?? shownMine;
  const seenId = lastMine?.readAt ? lastMine.id : null;
  const seenAgain = !newestMine && shownMine && seenId === shownMine.id ? shownMine : null;
  return (
    <ol className="chat-messages" {...chatThreadContract.values({ block })}>
      {seenAgain ? (
        <ChatMessageItems messages={[seenAgain]} meId={meId} otherName={otherName} seenId={seenId} dayBefore={eatDayKey(seenAgain.createdAt)} />
      ) : null}
      <ChatMessageItems messages={messages} meId={meId} otherName={otherName} seenId={seenId} dayBefore={shownLast ? eatDayKey(shownLast.createdAt) : ""} />
    </ol>
  );
}
