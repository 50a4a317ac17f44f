import { expect, pageReady, test } from "./fixtures";

test.describe("accounts", () => {
  test("sign up, thank you, home signed in with the avatar letter, then sign out", async ({ page }, testInfo) => {
    const name = `tester${testInfo.project.name === "phone" ? "p" : "d"}${String(Date.now())
      .slice(-7)
      .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "a")}`;
    await page.goto("/sign-up");
    await pageReady(page);
    await page.getByLabel("Username").fill(name);
    await page.getByLabel("Email").fill(`${name}@example.com`);
    await page.locator("#sign-up-password").fill("a-good-password-1");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.locator("#sign-up-password")).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("You must agree to the Terms and Conditions")).toBeVisible();
    // The refusal is shown in place by the page's script (docs/decisions/099): the password typed stays.
    await expect(page.locator("#sign-up-password")).toHaveValue("a-good-password-1");
    await expect(page.getByRole("checkbox")).toBeFocused();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Sign Up" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByText("Thank You! Your account was created. Redirecting to homepage...")).toBeVisible();
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
    const avatar = page.getByRole("link", { name: `Profile of ${name}` });
    await expect(avatar).toHaveText(name.charAt(0).toUpperCase());

    // Sign Out lives on the profile screen (the header has it too, on wide screens).
    await page.goto("/profile");
    await pageReady(page);
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("a wrong password shows the error", async ({ page }) => {
    await page.goto("/sign-in");
    await pageReady(page);
    await page.getByLabel("Email").fill("wanjiku@sokoni.test");
    await page.locator("#sign-in-password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("Error signing in: Invalid email or password");
  });

  test("the demo seller signs in and lands home", async ({ page }) => {
    await page.goto("/sign-in");
    await pageReady(page);
    await page.getByLabel("Email").fill("wanjiku@sokoni.test");
    await page.locator("#sign-in-password").fill("sokoni-demo-2025");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Signed in successfully!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sell", exact: true })).toBeVisible();
  });
});

test("forgot password, reset through the mailed link, sign in with the new password", async ({ page }, testInfo) => {
  // Each browser size uses its own demo seller, so the two runs never share a password.
  const email = testInfo.project.name === "phone" ? "baraka@sokoni.test" : "nduta@sokoni.test";
  await page.goto("/forgot-password");
  await pageReady(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  // Said on the page (it stays there), and by the spec's toast, whose closing goes to sign in.
  await expect(page.getByRole("main").getByText("Reset email sent! Check your inbox.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 8000 });

  const { latestMailTo } = await import("./outbox");
  let link = "";
  await expect(async () => {
    const mail = await latestMailTo(email);
    link = /https?:\/\/[^/\s]+(\/reset-password\/\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
    // The mail is written in the background of the answer; on a busy machine that takes a while.
  }).toPass({ timeout: 15_000 });

  await page.goto(link);
  await pageReady(page);
  // Two different short passwords get both reasons, beside their fields, and no pile of toasts.
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.locator("#new-password").fill("abc");
    await page.locator("#confirm-password").fill("abd");
    // Each refusal's own answer, not the last one's errors still on the page: typing on before it
    // lands races its re-render and the focus it moves to the first invalid field.
    const answered = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/reset-password/"));
    const field = await page.locator("#new-password").elementHandle();
    await page.getByRole("button", { name: "Reset Password" }).click();
    await answered;
    // The page's script puts the answer in place just after it arrives (decision 099): typing
    // before then would land in the field it is about to replace.
    await expect.poll(() => field?.evaluate((element) => element.isConnected)).toBe(false);
    await expect(page.locator("#new-password-error")).toHaveText("Password must be at least 8 characters long");
    await expect(page.locator("#confirm-password-error")).toHaveText("Passwords do not match");
  }
  await expect(page.locator(".mini-toast")).toHaveCount(0);
  await page.locator("#new-password").fill("brand-new-pass-7");
  await page.locator("#confirm-password").fill("brand-new-pass-7");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByText("Password reset successful! Please sign in.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 8000 });

  await pageReady(page);
  await page.getByLabel("Email").fill(email);
  await page.locator("#sign-in-password").fill("brand-new-pass-7");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Signed in successfully!")).toBeVisible();

  // The used link says so as the page opens, in plain words, with the way to a new one.
  await page.goto(link);
  await pageReady(page);
  await expect(page.getByRole("alert")).toHaveText("This reset link has expired or has already been used. Links work once, for one hour.");
  await expect(page.getByText(/400|Invalid token/)).toHaveCount(0);
  await expect(page.locator("#new-password")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("sign-up says what a username may be before it is refused, in the words the server uses", async ({ page }) => {
  await page.goto("/sign-up");
  await pageReady(page);
  const hint = "Use a single name, or two names joined by an underscore: letters only, at least 2 each (e.g. wanjiku or wanjiku_kamau).";
  await expect(page.locator("#username-note")).toHaveText(hint);
  await page.getByLabel("Username").fill("baraka.ux");
  await page.getByLabel("Email").fill("baraka.ux@example.com");
  await page.locator("#sign-up-password").fill("a-good-password-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(hint)).toHaveCount(1);
  await expect(page.getByLabel("Email")).toHaveValue("baraka.ux@example.com");
  // Shown in place by the page's script: the password typed is still there to send again.
  await expect(page.locator("#sign-up-password")).toHaveValue("a-good-password-1");
});
