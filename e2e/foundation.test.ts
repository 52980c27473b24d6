import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { islandsReady, launch, newPage, PHONE, register, uniqueUser } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("accounts and layout in Chromium", () => {
  it("registers, lands on / inside the layout with the username in the sidebar and the success toast", async () => {
    const page = await newPage(browser);
    const username = await register(page);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.textContent("[data-testid=sidebar-username]")).resolves.toBe(username);
    await page.waitForSelector("text=Registration successful!");
    expect(await page.textContent(".toast")).toContain("You're now logged in.");
    await page.close();
  });

  it("shows 'Password mismatch' before 'Password too short', and toggles password visibility", async () => {
    const page = await newPage(browser);
    await page.goto("/register");
    await islandsReady(page);
    await page.fill("#reg-username", uniqueUser());
    await page.fill("#reg-email", "x@example.com");
    await page.fill("#reg-password", "abc");
    await page.fill("#reg-confirm", "abd");
    await page.click("button[type=submit]");
    await page.waitForSelector("text=Passwords do not match. Please try again.");
    await page.fill("#reg-confirm", "abc");
    await page.click("button[type=submit]");
    await page.waitForSelector("text=Password must be at least 6 characters long.");
    expect(await page.locator(".toast").count()).toBe(1);
    expect(await page.getAttribute("#reg-password", "type")).toBe("password");
    await page.click("button[aria-label='Show password']");
    expect(await page.getAttribute("#reg-password", "type")).toBe("text");
    await page.close();
  });

  it("shows the 'Login failed' toast for a wrong password and stays on the page", async () => {
    const page = await newPage(browser);
    const username = await register(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await islandsReady(page);
    await page.fill("#login-username", username);
    await page.fill("#login-password", "not-the-password");
    await page.click("button[type=submit]");
    await page.waitForSelector("text=Login failed");
    expect(await page.textContent(".toast")).toContain("Invalid username or password");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.close();
  });

  it("logs in, shows the success toast on /, and signs out with a full page load", async () => {
    const page = await newPage(browser);
    const username = await register(page);
    await page.context().clearCookies();
    await page.goto("/timed-tests");
    await islandsReady(page);
    await page.fill("#login-username", username);
    await page.fill("#login-password", "steady-pulse-88");
    await Promise.all([page.waitForURL((u) => u.pathname === "/"), page.click("button[type=submit]")]);
    await page.waitForSelector("text=Login successful!");
    await Promise.all([page.waitForURL((u) => u.pathname === "/login"), page.click("text=Sign Out")]);
    await page.goto("/analytics");
    expect(await page.textContent("h1")).toBe("Welcome back");
    await page.close();
  });

  it("shows the login screen at a protected path when signed out", async () => {
    const page = await newPage(browser);
    await page.goto("/bookmarks");
    expect(await page.textContent("h1")).toBe("Welcome back");
    expect(await page.isVisible("#login-username")).toBe(true);
    await page.close();
  });

  it("shows the 404 page for an unknown path and loads no JavaScript", async () => {
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    const res = await page.goto("/definitely/not/here");
    expect(res?.status()).toBe(404);
    expect(await page.textContent("h1")).toBe("404 Page Not Found");
    expect(await page.isVisible("text=Did you forget to add the page to the router?")).toBe(true);
    expect(scripts).toEqual([]);
    expect(await page.locator("script").count()).toBe(0);
    await page.close();
  });

  it("opens the drawer on a 390 px phone and closes it by its backdrop", async () => {
    const page = await newPage(browser, PHONE);
    await register(page);
    const sidebar = page.locator("#sidebar");
    expect(await sidebar.isVisible()).toBe(false);
    await page.click("button[aria-label='Open navigation']");
    await page.waitForFunction(() => document.querySelector("#sidebar")!.matches(":popover-open"));
    expect(await sidebar.isVisible()).toBe(true);
    const box = (await sidebar.boundingBox())!;
    expect(Math.round(box.width)).toBe(256);
    await page.mouse.click(370, 600); // the dark backdrop, right of the drawer
    await page.waitForFunction(() => !document.querySelector("#sidebar")!.matches(":popover-open"));
    await sidebar.waitFor({ state: "hidden" }); // after the slide-out transition
    await page.close();
  });
});
