// Notes (issue 27): PUT /api/notes/{questionId} { text }, GET and DELETE it,
// and GET /api/notes?q= (the student's, newest first, with a stem preview).
// Owner only; 404 for an unknown question or one of the readiness pool still
// sealed to the student. Plain text: stored as written, sent as JSON, never
// rendered as HTML.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { now as serverNow } from "../clock";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { getNote, listNotes, putNote, removeNote } from "../db/notes";
import { questionIdParam } from "./flags";
import { NOTE_MAX_CHARS, NOTE_SEARCH_MAX_CHARS } from "../../lib/notes";

const noteBody = z.strictObject({
  text: z
    .string({ error: "text must be a string" })
    .trim()
    .min(1, "text must not be empty")
    .max(NOTE_MAX_CHARS, `text must be at most ${NOTE_MAX_CHARS} characters`),
});

const listQuery = z.strictObject({
  q: z.string().trim().max(NOTE_SEARCH_MAX_CHARS, `q must be at most ${NOTE_SEARCH_MAX_CHARS} characters`).optional(),
});

export const noteRoutes = new Hono<AppEnv>()
  .use("/notes/*", requireUser)
  .use("/notes", requireUser)
  .get("/notes", zValidator("query", listQuery, validationHook), async (c) =>
    c.json(await listNotes(c.var.db, c.var.user!.id, serverNow(c), c.req.valid("query").q || undefined)),
  )
  .get("/notes/:questionId", zValidator("param", questionIdParam, validationHook), async (c) => {
    const note = await getNote(c.var.db, c.var.user!.id, c.req.valid("param").questionId, serverNow(c));
    return note ? c.json(note) : jsonError(c, 404, "Note not found");
  })
  .put(
    "/notes/:questionId",
    zValidator("param", questionIdParam, validationHook),
    zValidator("json", noteBody, validationHook),
    async (c) => {
      const { questionId } = c.req.valid("param");
      const note = await putNote(c.var.db, c.var.user!.id, questionId, c.req.valid("json").text, serverNow(c));
      return note ? c.json(note) : jsonError(c, 404, "Question not found");
    },
  )
  .delete("/notes/:questionId", zValidator("param", questionIdParam, validationHook), async (c) => {
    const removed = await removeNote(c.var.db, c.var.user!.id, c.req.valid("param").questionId, serverNow(c));
    return removed ? c.body(null, 204) : jsonError(c, 404, "Note not found");
  });
