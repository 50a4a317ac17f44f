import { Fragment } from "react";
import type { ChatMessage } from "../../domain/chat-types";
import { chatDayLabel, eatDayKey, formatEatTime } from "../../domain/chat-time";
import { sizedImageUrl } from "../../domain/images";
import { STRINGS } from "../../i18n";
import { ScamWarning } from "../scam-warning";
import { chatThreadContract, SEEN_CLASS } from "./chat-thread.contract";
import "./chat-thread.css";

/**
 * A thread's messages, oldest first, with a separator at each new day in EAT; mine on the right,
 * theirs on the left; "Seen" under my last message once it was read; the scam guard's warning
 * under a received message it flagged (the sender never sees it).
 */
export function ChatMessages({ messages, meId, otherName }: { messages: ChatMessage[]; meId: string; otherName: string }) {
  const lastMine = [...messages].reverse().find((message) => message.senderId === meId);
  return (
    <ol className="chat-messages" aria-label={STRINGS.components.chatThread.conversationTitle(otherName)} {...chatThreadContract.part("messages")}>
      <ChatMessageItems messages={messages} meId={meId} otherName={otherName} seenId={lastMine?.readAt ? lastMine.id : null} />
    </ol>
  );
}

/**
 * The items of a thread's list: each message, after a day's separator when its day is not the
 * day of the message before (`dayBefore`, the page's last message for a thread's new part).
 * `seenId` is the one message that says "Seen".
 */
export function ChatMessageItems({
  messages,
  meId,
  otherName,
  seenId,
  dayBefore = "",
}: {
  messages: ChatMessage[];
  meId: string;
  otherName: string;
  seenId: number | null;
  dayBefore?: string;
}) {
  let previousDay = dayBefore;
  return messages.map((message) => {
    const day = eatDayKey(message.createdAt);
    const separator = day !== previousDay;
    previousDay = day;
    const mine = message.senderId === meId;
    return (
      <Fragment key={message.id}>
        {separator ? (
          <li className="chat-day">
            <span>{chatDayLabel(message.createdAt, { today: STRINGS.components.chatThread.today, yesterday: STRINGS.components.chatThread.yesterday })}</span>
          </li>
        ) : null}
        <li className={mine ? "chat-message mine" : "chat-message theirs"} {...chatThreadContract.part("message", String(message.id))}>
          <div className="chat-bubble">
            <span className="visually-hidden">{mine ? STRINGS.common.you : `${otherName}: `}</span>
            {message.imageUrls.length > 0 ? <ChatPhotos urls={message.imageUrls} from={mine ? STRINGS.components.chatThread.youName : otherName} /> : null}
            {message.text ? <p className="chat-text">{message.text}</p> : null}
            <time dateTime={message.createdAt}>{formatEatTime(message.createdAt)}</time>
          </div>
          {!mine && message.flags.length > 0 ? <ScamWarning flags={message.flags} /> : null}
          {message.id === seenId ? <p className={SEEN_CLASS}>{STRINGS.components.chatThread.seen}</p> : null}
        </li>
      </Fragment>
    );
  });
}

/** A message's photos as thumbnails, each a plain link to the full-size image. */
function ChatPhotos({ urls, from }: { urls: string[]; from: string }) {
  const t = STRINGS.components.chatThread;
  return (
    <div className={`chat-photos count-${urls.length}`}>
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener" aria-label={t.openPhoto(index + 1)}>
          <img src={sizedImageUrl(url, 160)} alt={t.photoOf(index + 1, from)} width={160} height={160} loading="lazy" decoding="async" />
        </a>
      ))}
    </div>
  );
}
