/**
 * The page face of admins' actions on people (docs/decisions/108): the dashboard's and the
 * storefront's forms post here through their route's action; the API calls the same services,
 * and each checks the admin role again.
 */
import { decideVerification } from "../../../worker/services/safety/moderation";
import { markPersonReportReviewed, personReportIdOf } from "../../../worker/services/safety/person-reports";
import { adminAnswer } from "./answer.server";
import { type IntentInput, intents } from "../intents.server";
import type { RequestContext, SessionUser } from "../../../worker/context";
import { Refusal } from "../../../worker/services/refusal";
import { type ActionOrigin, banUser, dismissItem, restoreUser, suspendUser, untilText, warnUser } from "../../../worker/services/safety/standing";
import type { PERSON_INTENTS } from "../../components/admin/person-actions";
import { ACTION_SOURCES, type ActionSource } from "../../domain/standing";
import { STRINGS } from "../../i18n";
import { asRefusal } from "../../lib/guards.server";

type PersonIntent = (typeof PERSON_INTENTS)[number];

/** A report's or message's id from the form; anything but a whole number is none (404). */
function idField(raw: string | undefined, notFound: string): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new Refusal(404, notFound);
  return id;
}

function originOf(fields: Record<string, string | undefined>): ActionOrigin {
  const named = ACTION_SOURCES.find((source) => source === fields.source && source !== "api");
  const source: ActionSource = named ?? "users";
  const reportId = idField(fields.reportId, STRINGS.server.safety.reportNotFound);
  const messageId = idField(fields.messageId, STRINGS.domain.standing.messageNotFound);
  return { source, ...(reportId !== undefined ? { reportId } : {}), ...(messageId !== undefined ? { messageId } : {}) };
}

export interface PersonActionAnswer {
  /** The intent and where it was pressed (`suspend-user@users`): the card that shows the answer. */
  answerIntent: string;
  status: number;
  message: string;
}

/** Runs one of the person forms' intents; a refusal comes back as its sentence and status. */
export async function actOnPerson(
  ctx: RequestContext,
  me: SessionUser | null,
  intent: PersonIntent,
  fields: Record<string, string | undefined>,
): Promise<PersonActionAnswer> {
  const T = STRINGS.domain.standing;
  let answerIntent = `${intent}@users`;
  try {
    const origin = originOf(fields);
    answerIntent = `${intent}@${origin.source}`;
    const userId = fields.userId ?? "";
    const input = { reason: fields.reason, until: fields.until };
    const said = (message: string) => ({ answerIntent, status: 200, message });
    switch (intent) {
      case "suspend-user": {
        const { name, until } = await suspendUser(ctx, me, userId, input, origin);
        return said(T.suspended(name, untilText(until)));
      }
      case "ban-user":
        return said(T.banned((await banUser(ctx, me, userId, input, origin)).name));
      case "restore-user":
        return said(T.restored((await restoreUser(ctx, me, userId, origin)).name));
      case "warn-user":
        return said(T.warned((await warnUser(ctx, me, userId, input, origin)).name));
      case "dismiss": {
        const { reportId, messageId } = origin;
        if (reportId !== undefined) await dismissItem(ctx, me, { ...origin, reportId });
        else if (messageId !== undefined) await dismissItem(ctx, me, { ...origin, messageId });
        else throw new Refusal(404, STRINGS.server.safety.reportNotFound);
        return said(T.dismissed);
      }
    }
  } catch (error) {
    const refusal = asRefusal(error);
    return { answerIntent, status: refusal.status, message: refusal.message };
  }
}

/** Runs a person form's intent and answers beside the card it was pressed in (`suspend-user@users`). */
async function personButton({ ctx, me, fields, intent }: IntentInput) {
  const done = await actOnPerson(ctx, me, intent as PersonIntent, fields);
  return adminAnswer(done.answerIntent, done.message, done.status);
}

/** The dashboard's buttons on people: Suspend, Ban, Restore, Warn, Dismiss; a seller's verification; a person report read. */
export const PEOPLE_INTENTS = intents(
  {
    "suspend-user": personButton,
    "ban-user": personButton,
    "restore-user": personButton,
    "warn-user": personButton,
    dismiss: personButton,
    async verify({ ctx, me, fields, intent }) {
      return adminAnswer(intent, await decideVerification(ctx, me, fields.userId ?? "", true));
    },
    async reject({ ctx, me, fields, intent }) {
      return adminAnswer(intent, await decideVerification(ctx, me, fields.userId ?? "", false));
    },
    async "person-report-reviewed"({ ctx, me, fields, intent }) {
      await markPersonReportReviewed(ctx, me, personReportIdOf(fields.reportId));
      return adminAnswer(intent, STRINGS.server.safety.reportReviewed);
    },
  },
  (refusal, { intent }) => adminAnswer(intent, refusal.message, refusal.status),
);
