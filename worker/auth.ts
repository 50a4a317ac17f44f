/**
 * better-auth, built per request: bindings exist only inside `fetch`, so the instance cannot be a
 * module-level constant. Sessions are httpOnly cookies (docs/decisions/005); non-browser clients may
 * send `Authorization: Bearer <token>` instead.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, bearer, username } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { LIMITS } from "../app/domain/limits";
import { isValidUsername, USERNAME_MAX_LENGTH } from "../app/domain/account";
import type { Db } from "./db/client";
import * as schema from "./db/schema";
import { sendMail } from "./mail";

/** Secrets and settings the auth needs; all optional but the secret (see docs/deploy.md). */
export interface AuthEnv {
  BETTER_AUTH_SECRET?: string;
  BETTER_AUTH_URL?: string;
  ADMIN_EMAILS?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
}

export function adminEmails(env: AuthEnv): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function googleConfigured(env: AuthEnv): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * `waitUntil` carries mail past the answer; `onUserCreated` tells the live dashboard that the
 * user count moved.
 */
export function createAuth(env: AuthEnv, db: Db, origin: string, waitUntil: (work: Promise<unknown>) => void, onUserCreated: () => void = () => {}) {
  const baseURL = env.BETTER_AUTH_URL ?? origin;
  const secure = baseURL.startsWith("https://");
  const admins = adminEmails(env);
  return betterAuth({
    appName: "Sokoni",
    baseURL,
    basePath: "/api/auth",
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
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        // Our own reset screen lives at /reset-password/{token} (spec route table).
        const link = `${baseURL}/reset-password/${encodeURIComponent(token)}`;
        waitUntil(
          sendMail(env, db, {
            to: user.email,
            subject: "Reset your Sokoni password",
            text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Sokoni account. If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n\nSokoni`,
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
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      bearer(),
    ],
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-in/username": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 300, max: 3 },
        "/reset-password": { window: 300, max: 5 },
      },
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
          // ADMIN_EMAILS makes the first admins at sign-up (docs/decisions/020).
          before: async (user) => ({ data: { ...user, role: admins.has(user.email.toLowerCase()) ? "admin" : "user" } }),
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
