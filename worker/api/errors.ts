// Every API error is JSON { message } with a 4xx status; nothing else leaks.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message });
  }
}

// Generic in the status, so the API's route types tell an error (4xx) from a success.
export const jsonError = <S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  message: string,
  headers: Record<string, string> = {},
) => c.json({ message }, status, headers);

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

// Hook for @hono/zod-validator: a failed validation becomes 400 { message }.
export const validationHook = (result: { success: boolean; error?: unknown }, c: Context) => {
  if (!result.success) return jsonError(c, 400, zodMessage(result.error as ZodError));
};
