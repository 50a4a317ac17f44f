/**
 * A quick reply never takes the place of what a buyer typed: it is the whole message only when
 * the box is empty or holds another quick reply (tapping a second one changes one's mind); after
 * typed words it is added, on a line of its own, or left out when the words already say it. The
 * listing page's script and its action without scripts both follow this rule.
 */
export function withQuickReply(typed: string, reply: string, replies: readonly string[]): string {
  const words = typed.trim();
  if (words === "" || replies.includes(words)) return reply;
  if (words.includes(reply)) return typed;
  return `${typed.trimEnd()}\n${reply}`;
}
