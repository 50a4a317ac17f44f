import type { RequestContext, SessionUser } from "../../worker/context";
import type { Refusal } from "../../worker/services/refusal";
import { asRefusal } from "../lib/guards.server";

/** What one of a page's buttons gets: the signed-in member, the form's fields and the form itself (files). */
export interface IntentInput {
  ctx: RequestContext;
  me: SessionUser;
  intent: string;
  fields: Record<string, string>;
  form: FormData;
  request: Request;
  url: URL;
}

type Handler<Answer> = (input: IntentInput) => Promise<Answer>;

/**
 * A page's buttons that act on one thing (the member's account, their listings, a reported review):
 * each intent's work, and how a refusal any of them throws is said. A thrown redirect (a Response)
 * goes through untouched.
 */
export function intents<Answer, Names extends string>(
  handlers: Record<Names, Handler<Answer>>,
  refused: (refusal: Refusal, input: IntentInput) => Answer,
): Record<Names, Handler<Answer>> {
  const guarded = {} as Record<Names, Handler<Answer>>;
  for (const name of Object.keys(handlers) as Names[]) {
    const handler = handlers[name];
    guarded[name] = async (input) => {
      try {
        return await handler(input);
      } catch (error) {
        return refused(asRefusal(error), input);
      }
    };
  }
  return guarded;
}

/**
 * The handler of a posted intent, or none. Only the table's own names count: an intent such as
 * `constructor` or `__proto__` is no button.
 */
export function handlerOf<Table extends Record<string, Handler<unknown>>>(table: Table, intent: string | undefined): Table[keyof Table] | undefined {
  return intent !== undefined && Object.hasOwn(table, intent) ? (table[intent] as Table[keyof Table]) : undefined;
}
