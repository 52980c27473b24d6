// Accounts API (spec section 7): register, login, current user, sign-out.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppContext, AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../auth/password";
import { endSession, startSession } from "../auth/session";
import { clearFailures, recordFailure, retryAfterMs, throttleKey } from "../auth/throttle";
import { COMMON_PASSWORDS } from "../auth/common-passwords";
import { clientAddress } from "../auth/address";
import { readDevice, rememberDevice } from "../auth/device";
import { registrationWait } from "../auth/register-limit";
import { requestTimeZone } from "../middleware/auth";
import { now } from "../clock";
import { accountToSignIn, createUser, takenNames } from "../db/auth";
import { examDateProblem } from "../../lib/exam-date";

const registerSchema = z.strictObject({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(30, "Username must be at most 30 characters")
    .regex(/^[A-Za-z0-9._-]+$/, "Username may contain only letters, numbers, dots, dashes and underscores"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .max(254, "Email is too long")
    .pipe(z.email("Please enter a valid email address")),
  password: z
    .string({ error: "Password is required" })
    .min(6, "Password must be at least 6 characters long.")
    .max(128, "Password must be at most 128 characters")
    .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), "This password is too common. Please choose another one."),
  // The date picker sends the chosen day as an ISO timestamp at UTC midnight; the day is what counts.
  examDate: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: "examDate must be an ISO date or null" })
    .nullish(),
});

const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});

const tooMany = (c: AppContext, seconds: number, what: string) =>
  jsonError(c, 429, `${what}. Please try again in ${Math.ceil(seconds / 60)} minute(s).`, {
    "Retry-After": String(seconds),
  });

const publicUser = (u: { id: number; username: string; examDate: string | null }) => ({
  id: u.id,
  username: u.username,
  examDate: u.examDate ?? "",
});

export const authRoutes = new Hono<AppEnv>()
  .post("/auth/register", zValidator("json", registerSchema, validationHook), async (c) => {
    const { username, email, password, examDate } = c.req.valid("json");
    const timeZone = requestTimeZone(c);
    const day = examDate ? examDate.slice(0, 10) : null;
    const dateProblem = day && examDateProblem(day, now(c), timeZone);
    if (dateProblem) return jsonError(c, 400, dateProblem);
    const db = c.var.db;
    const taken = await takenNames(db, username, email);
    if (taken.username) return jsonError(c, 409, "Username already exists");
    if (taken.email) return jsonError(c, 409, "Email is already registered");
    const address = clientAddress(c);
    const wait = address ? await registrationWait(db, address, now(c)) : 0;
    if (wait > 0) return tooMany(c, wait, "Too many new accounts from your network");
    const passwordHash = await hashPassword(password);
    const id = await createUser(db, { username, email, passwordHash, examDate: day, timeZone });
    if (id === null) return jsonError(c, 409, "Username or email already registered"); // lost a race with a parallel registration
    await startSession(c, id);
    await rememberDevice(c, id, null);
    return c.json(publicUser({ id, username, examDate: day }), 201);
  })
  .post("/auth/login", zValidator("json", loginSchema, validationHook), async (c) => {
    const { username, password } = c.req.valid("json");
    const db = c.var.db;
    const user = await accountToSignIn(db, username);
    // A browser that signed in as this user before counts its failures on its
    // own key, so strangers' failures on the username never block the owner.
    const device = await readDevice(c);
    const trusted = user && device?.userId === user.id ? device : null;
    const address = clientAddress(c);
    // Elsewhere the username's backoff is per address: a stranger's failures block only the stranger's network.
    const own = trusted
      ? { key: throttleKey("device", trusted.deviceId), kind: "device" as const }
      : { key: throttleKey("user", address ? `${username}@${address}` : username), kind: "user" as const };
    const counted = address ? [own, { key: throttleKey("ip", address), kind: "ip" as const }] : [own];
    const wait = await retryAfterMs(
      db,
      counted.map((k) => k.key),
      now(c),
    );
    if (wait > 0) return tooMany(c, Math.ceil(wait / 1000), "Too many failed sign-in attempts");
    const ok = user ? await verifyPassword(password, user.hash) : await burnPasswordCheck(password);
    if (!user || !ok) {
      await recordFailure(db, counted, now(c));
      return jsonError(c, 401, "Invalid username or password");
    }
    await clearFailures(db, own.key);
    await startSession(c, user.id);
    await rememberDevice(c, user.id, trusted);
    return c.json(publicUser(user));
  })
  .get("/auth/user", (c) => {
    const user = c.get("user");
    return user ? c.json(publicUser(user)) : jsonError(c, 401, "Not signed in");
  })
  .get("/logout", async (c) => {
    // SameSite=Lax cookies ride along on cross-site top-level navigations, so
    // only a same-origin (or typed) navigation may sign the user out.
    const site = c.req.header("Sec-Fetch-Site");
    if (site && site !== "same-origin" && site !== "none") return c.redirect("/", 303);
    await endSession(c, c.get("user"));
    return c.redirect("/login", 303);
  });
