/**
 * better-auth, built per request: bindings exist only inside `fetch`, so the instance cannot be a
 * module-level constant. Sessions are httpOnly cookies (docs/decisions/005); non-browser clients may
 * send `Authorization: Bearer <token>` instead.
 */
import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin, bearer, username } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { LIMITS } from "../app/domain/limits";
import { currentLang, STRINGS } from "../app/i18n";
import { isValidUsername, USERNAME_MAX_LENGTH } from "../app/domain/account";
import type { Db } from "./db/client";
import type { WorkerEnv } from "./env";
import * as schema from "./db/schema";
import { sendMail, signInPausedMail, signUpTakenMail } from "./mail";
import {
  AUTH_MESSAGES,
  checkedSignUp,
  clearSignInFailures,
  countFailedSignIn,
  forgetResetLinks,
  lockEmail,
  SIGN_IN_LOCK,
  signInPausedFor,
  waitText,
  withinResetMailLimit,
} from "./services/accounts/accounts";
import { clientAddress, countHit } from "./services/accounts/rate-limit";
import { countAddressFailure, signInRefusedFrom } from "./services/accounts/sign-in-limits";
import { countTakenEmail, signUpProbesWait } from "./services/accounts/sign-up-probes";
import { standingOf } from "../app/domain/standing";
import { formatPostedDate } from "../app/domain/time";

export function adminEmails(env: Pick<WorkerEnv, "ADMIN_EMAILS">): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Why a stopped account cannot sign in, in the reader's language. */
function stoppedAccountMessage(account: { banned?: boolean | null; banExpires?: Date | null }): string {
  const standing = standingOf(account);
  return standing.kind === "suspended" ? STRINGS.domain.standing.signInSuspended(formatPostedDate(standing.until)) : STRINGS.domain.standing.signInBanned;
}

export function googleConfigured(env: Pick<WorkerEnv, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * The only doors of better-auth's HTTP face that stay open (`METHOD /path` under /api/auth), the
 * ones Sokoni's screens and API clients use. Everything else answers 404: update-user and
 * change-email (they would set the name, username, email or avatar around the product's rules;
 * PATCH /api/users/me is the way), username sign-in, session lists and revocation, account
 * linking, and every admin plugin endpoint (impersonation, set-user-password, create-user,
 * remove-user, set-role, ban...: Sokoni's admin works through /api/admin). An allow-list, so an
 * endpoint that a newer better-auth adds stays closed until someone opens it here on purpose.
 * Server-side `auth.api.*` calls do not pass this door and keep working (changePassword).
 */
export const OPEN_AUTH_DOORS: ReadonlySet<string> = new Set([
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-in/social",
  "GET /callback/google",
  "POST /callback/google",
  "POST /sign-out",
  "GET /get-session",
  "POST /request-password-reset",
  "POST /reset-password",
]);

/**
 * better-auth's per-address ceilings (every try counted, right or wrong), set for carrier NAT:
 * the figures and why are in docs/decisions/110. They only stop floods; the guessing is stopped
 * by the wrong-password limits (worker/services/accounts/sign-in-limits.ts and the account lock), and
 * reset mails are held per email (RESET_MAILS). `/sign-in/social` is named so that better-auth's
 * own 3 per 10 seconds for every `/sign-in*` path does not stop a Google sign-in from a NAT.
 */
export const AUTH_ADDRESS_CEILINGS = {
  default: 1000,
  byPath: {
    "/sign-in/email": { window: 60, max: 600 },
    "/sign-in/social": { window: 60, max: 600 },
    "/sign-up/email": { window: 600, max: 60 },
    "/request-password-reset": { window: 600, max: 60 },
    "/reset-password": { window: 300, max: 30 },
  },
} as const;

const BASE_PATH = "/api/auth";

function closedDoors(basePath: string): BetterAuthPlugin {
  return {
    id: "sokoni-closed-doors",
    async onRequest(request) {
      const path = new URL(request.url).pathname.slice(basePath.length).replace(/\/+$/, "");
      if (OPEN_AUTH_DOORS.has(`${request.method} ${path}`)) return;
      return { response: Response.json({ message: STRINGS.server.common.common.notFound, code: "NOT_FOUND" }, { status: 404 }) };
    },
  };
}

/**
 * `waitUntil` carries mail past the answer; `onUserCreated` tells the live dashboard that the
 * user count moved.
 */
export function createAuth(env: WorkerEnv, db: Db, origin: string, waitUntil: (work: Promise<unknown>) => void, onUserCreated: () => void = () => {}) {
  const baseURL = env.BETTER_AUTH_URL ?? origin;
  const secure = baseURL.startsWith("https://");
  const admins = adminEmails(env);
  return betterAuth({
    appName: "Sokoni",
    baseURL,
    basePath: BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [baseURL],
    telemetry: { enabled: false },
    // An OAuth failure that comes before our own error address is known (a lost state cookie)
    // lands on the sign-in form too, which puts the `error` code into words.
    onAPIError: { errorURL: "/sign-in" },
    database: drizzleAdapter(db, { provider: "sqlite", schema, transaction: false }),
    user: {
      additionalFields: {
        isSellerVerified: { type: "boolean", defaultValue: false, input: false },
        lastLogin: { type: "date", required: false, input: false },
        // A new member's mail speaks the language they signed up in.
        lang: { type: "string", defaultValue: "en", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A used link ends the others too: an older mail must not set the password again.
      onPasswordReset: async ({ user }) => {
        await forgetResetLinks(db, user.id);
        await clearSignInFailures(db, user.email.toLowerCase(), true);
      },
      sendResetPassword: async ({ user, token }) => {
        // Our own reset screen lives at /reset-password/{token} (spec route table).
        const link = `${baseURL}/reset-password/${encodeURIComponent(token)}`;
        waitUntil(
          sendMail(env, db, {
            to: user.email,
            // Asked for on this request: in the language it is read in.
            subject: STRINGS.mail.resetPassword.subject,
            text: STRINGS.mail.resetPassword.text(user.name, link),
          }),
        );
      },
    },
    socialProviders: googleConfigured(env)
      ? { google: { clientId: env.GOOGLE_CLIENT_ID ?? "", clientSecret: env.GOOGLE_CLIENT_SECRET ?? "", prompt: "select_account" } }
      : {},
    plugins: [
      username({
        minUsernameLength: 2,
        maxUsernameLength: USERNAME_MAX_LENGTH,
        usernameValidator: isValidUsername,
      }),
      // A stopped account's owner, who gave the right password, learns why in a sentence
      // (docs/decisions/108); better-auth ends a suspension whose day has passed by itself.
      admin({ defaultRole: "user", adminRoles: ["admin"], bannedUserMessage: stoppedAccountMessage }),
      bearer(),
      closedDoors(BASE_PATH),
    ],
    // Per address; the pages send their forms through the same door (worker/services/accounts/accounts.ts),
    // so these hold on both faces. Counted by our own atomic counter in the shared table, under
    // `auth:` keys: better-auth's database storage prunes every row of that table older than its
    // longest window, which would also wipe the account locks and other services' counters.
    rateLimit: {
      enabled: true,
      window: 60,
      max: AUTH_ADDRESS_CEILINGS.default,
      customRules: AUTH_ADDRESS_CEILINGS.byPath,
      customStorage: {
        consume: async (key, rule) => {
          const now = Date.now();
          const { count, windowStart } = await countHit(db, `auth:${key}`, rule.window * 1000, now);
          if (count <= rule.max) return { allowed: true, retryAfter: null };
          return { allowed: false, retryAfter: Math.max(1, Math.ceil((windowStart + rule.window * 1000 - now) / 1000)) };
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          const wait = await signUpProbesWait(db, clientAddress(ctx.headers ?? new Headers()));
          if (wait > 0)
            throw new APIError("TOO_MANY_REQUESTS", { message: AUTH_MESSAGES.tooManyAttempts(waitText(wait / 1000)), code: "TOO_MANY_TAKEN_EMAILS" });
          // The product's own sign-up rules on better-auth's endpoint.
          const checked = checkedSignUp(ctx.body);
          if (!checked.ok) throw new APIError("BAD_REQUEST", { message: checked.message, code: "INVALID_SIGN_UP" });
          return { context: { body: checked.body } };
        }
        if (ctx.path === "/sign-in/email") {
          const email = lockEmail(ctx.body?.email);
          if (!email) throw new APIError("BAD_REQUEST", { message: AUTH_MESSAGES.emailInvalid, code: "INVALID_EMAIL" });
          const left = await signInPausedFor(db, email);
          if (left > 0) throw new APIError("TOO_MANY_REQUESTS", { message: AUTH_MESSAGES.signInPaused(waitText(left / 1000)), code: "SIGN_IN_PAUSED" });
          const refused = await signInRefusedFrom(db, clientAddress(ctx.headers ?? new Headers()), email);
          if (refused?.reason === "account") {
            throw new APIError("TOO_MANY_REQUESTS", { message: AUTH_MESSAGES.signInPausedHere(waitText(refused.waitMs / 1000)), code: "SIGN_IN_PAUSED_HERE" });
          }
          if (refused) {
            throw new APIError("TOO_MANY_REQUESTS", {
              message: AUTH_MESSAGES.tooManyWrongPasswordsHere(waitText(refused.waitMs / 1000)),
              code: "TOO_MANY_WRONG_PASSWORDS",
            });
          }
        }
        if (ctx.path === "/request-password-reset") {
          const email = lockEmail(ctx.body?.email);
          if (email && !(await withinResetMailLimit(db, email))) {
            throw new APIError("TOO_MANY_REQUESTS", { message: AUTH_MESSAGES.tooManyResetMails(AUTH_MESSAGES.anHour), code: "TOO_MANY_RESET_MAILS" });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          const returned = ctx.context.returned;
          const email = lockEmail(ctx.body?.email);
          if (!email || !isAPIError(returned) || returned.body?.code !== "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") return;
          if (!(await countTakenEmail(db, clientAddress(ctx.headers ?? new Headers()), email))) return;
          const owner = await ctx.context.internalAdapter.findUserByEmail(email);
          if (owner) waitUntil(sendMail(env, db, signUpTakenMail(owner.user, baseURL)));
          return;
        }
        if (ctx.path !== "/sign-in/email") return;
        const email = lockEmail(ctx.body?.email);
        if (!email) return;
        const returned = ctx.context.returned;
        if (!isAPIError(returned)) return clearSignInFailures(db, email);
        if (returned.statusCode !== 401) return;
        await countAddressFailure(db, clientAddress(ctx.headers ?? new Headers()), email);
        if (!(await countFailedSignIn(db, email))) return;
        // Said to the owner once per pause; an address without an account gets the same pause, no mail.
        const owner = await ctx.context.internalAdapter.findUserByEmail(email);
        if (owner) waitUntil(sendMail(env, db, signInPausedMail(owner.user, SIGN_IN_LOCK.pauseMs / 60_000, baseURL)));
      }),
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: "sokoni",
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure },
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS makes the first admins at sign-up (docs/decisions/020). Avatars are only
          // ever our own uploads (POST /api/users/me/avatar), so none comes in with a new account
          // (Google's picture is an outside address).
          before: async (user) => ({
            data: { ...user, image: null, role: admins.has(user.email.toLowerCase()) ? "admin" : "user", lang: currentLang() },
          }),
          after: async () => onUserCreated(),
        },
      },
      session: {
        create: {
          after: async (session) => {
            await db.update(schema.user).set({ lastLogin: new Date() }).where(eq(schema.user.id, session.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
