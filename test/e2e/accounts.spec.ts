import { expect, hydrated, test } from "./fixtures";

test.describe("accounts", () => {
  test("sign up, thank you, home signed in with the avatar letter, then sign out", async ({ page }, testInfo) => {
    const name = `tester${testInfo.project.name === "phone" ? "p" : "d"}${String(Date.now())
      .slice(-7)
      .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "a")}`;
    await page.goto("/sign-up");
    await hydrated(page);
    await page.getByLabel("Username").fill(name);
    await page.getByLabel("Email").fill(`${name}@example.com`);
    await page.locator("#sign-up-password").fill("a-good-password-1");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.locator("#sign-up-password")).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("You must agree to the Terms and Conditions")).toBeVisible();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Sign Up" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByText("Thank You! Your subscription was successful. Redirecting to homepage...")).toBeVisible();
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
    const avatar = page.getByRole("link", { name: `Profile of ${name}` });
    await expect(avatar).toHaveText(name.charAt(0).toUpperCase());

    // Sign Out lives on the profile screen (the header has it too, on wide screens).
    await page.goto("/profile");
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("a wrong password shows the error", async ({ page }) => {
    await page.goto("/sign-in");
    await hydrated(page);
    await page.getByLabel("Email").fill("wanjiku@sokoni.test");
    await page.locator("#sign-in-password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("Error signing in: Invalid email or password");
  });

  test("the demo seller signs in and lands home", async ({ page }) => {
    await page.goto("/sign-in");
    await hydrated(page);
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
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByText("Reset email sent! Check your inbox.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 8000 });

  const { latestMailTo } = await import("./outbox");
  let link = "";
  await expect(async () => {
    const mail = await latestMailTo(email);
    link = /https?:\/\/[^/\s]+(\/reset-password\/\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 5000 });

  await page.goto(link);
  await hydrated(page);
  await page.locator("#new-password").fill("brand-new-pass-7");
  await page.locator("#confirm-password").fill("brand-new-pass-7");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password reset successful! Please sign in.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 8000 });

  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.locator("#sign-in-password").fill("brand-new-pass-7");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
});
