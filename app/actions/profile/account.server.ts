/**
 * The profile's buttons on the member's own account: their details (a new email waits for its
 * link), their picture sent by the form itself (a page without scripts; with one, the API takes it),
 * a request to be a verified seller, and deleting the account.
 */
import { data, redirect } from "react-router";
import * as v from "valibot";
import { redirectHeaders } from "../../../worker/services/accounts/accounts";
import { EMAIL_CHANGE_MESSAGES, emailChangeSentence } from "../../../worker/services/accounts/email-change";
import { deleteAccount, replaceAvatar, updateProfile } from "../../../worker/services/listings/users";
import { requestVerification, VERIFICATION_MESSAGES } from "../../../worker/services/safety/moderation";
import type { ProfileAnswer } from "../../components/profile-account";
import { formErrors, ProfileUpdate } from "../../domain/account";
import { STRINGS } from "../../i18n";
import { type IntentInput, intents } from "../intents.server";

export const profileAnswer = (body: ProfileAnswer, status = 200) => data<ProfileAnswer>(body, { status });

/** A refused update keeps what was typed (never a password), for a page loaded without a script. */
const typedValues = ({ fields }: IntentInput) => ({ username: fields.username ?? "", email: fields.email ?? "" });

/** Back to the page by a redirect: the header shows the new name or picture, and a reload does not post again. */
const backWith = ({ url }: IntentInput, message: string) =>
  redirect(`${url.pathname}${url.search}`, { headers: redirectHeaders([], { message, kind: "success" }) });

export const ACCOUNT_INTENTS = intents(
  {
    async update(input) {
      const { ctx, me, fields, request } = input;
      const parsed = v.safeParse(ProfileUpdate, fields);
      if (!parsed.success) {
        const errors = formErrors(parsed.issues).fields;
        const message = STRINGS.screens.profile.updateError(Object.values(errors)[0] ?? "");
        return profileAnswer({ intent: "update", ok: false, message, errors, values: typedValues(input) }, 400);
      }
      const { emailChange } = await updateProfile(ctx, me, parsed.output, request.headers);
      // A new email is not made yet: the message says where its link went.
      throw backWith(input, emailChange ? emailChangeSentence(me.email, emailChange) : STRINGS.screens.profile.updated);
    },
    async avatar(input) {
      const file = input.form.get("profileImage");
      if (typeof file === "string" || !file || file.size === 0)
        return profileAnswer({ intent: "avatar", ok: false, message: STRINGS.components.avatarUpload.avatarNotImage }, 400);
      await replaceAvatar(input.ctx, input.me, file);
      throw backWith(input, STRINGS.components.avatarUpload.uploaded);
    },
    async "request-verification"({ ctx, me }) {
      await requestVerification(ctx, me);
      return profileAnswer({ intent: "request-verification", ok: true, message: VERIFICATION_MESSAGES.requested });
    },
    async "delete-account"({ ctx, me, fields }) {
      const t = STRINGS.screens.profile;
      if (fields.confirmed !== "yes")
        return profileAnswer({ intent: "delete-account", ok: false, message: t.confirmDeleteAccount, confirm: { intent: "delete-account" } });
      await deleteAccount(ctx, me);
      // The session rows are gone; the browser's cookie goes too.
      throw redirect("/", {
        headers: redirectHeaders(["sokoni.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"], { message: t.accountDeleted, kind: "success" }),
      });
    },
  },
  (refusal, input) => {
    const t = STRINGS.screens.profile;
    switch (input.intent) {
      case "update": {
        // The email change's password refusals belong beside the current password field.
        const passwordRefusal = refusal.message === EMAIL_CHANGE_MESSAGES.currentPasswordNeeded || refusal.message === EMAIL_CHANGE_MESSAGES.wrongPassword;
        const errors = passwordRefusal ? { currentPassword: refusal.message } : undefined;
        return profileAnswer({ intent: "update", ok: false, message: t.updateError(refusal.message), errors, values: typedValues(input) }, refusal.status);
      }
      case "delete-account":
        return profileAnswer({ intent: "delete-account", ok: false, message: t.deleteAccountError }, refusal.status);
      default:
        return profileAnswer({ intent: input.intent, ok: false, message: refusal.message }, refusal.status);
    }
  },
);
