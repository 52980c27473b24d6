// Fetch wrapper with the spec's error rules (section 8): any non-success
// response throws ApiError whose message is "{status}: {body or statusText}".
// Each call is typed by its route (client/api-routes.ts): the body it sends
// and the reply it gets are the server's own types.
import type { ApiBodyArgs, ApiMethod, ApiPath, ApiResponse } from "./api-routes";
import { ensureTimeZoneCookie } from "./time-zone";
import { clearCachedPages } from "./pwa/page-cache";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
  }
  /** The server's { message } field, when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const m = JSON.parse(this.body)?.message;
      return typeof m === "string" && m ? m : undefined;
    } catch {
      return undefined;
    }
  }
}

/** A call typed by its route: the body the route's validator takes, the reply its handler returns (the JSON is trusted). */
export function api<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...body: ApiBodyArgs<M, P>
): Promise<ApiResponse<M, P>>;
export async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  if (method !== "GET") ensureTimeZoneCookie();
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    // The session ended (expired, or revoked elsewhere): the pages cached for this student must not outlive it.
    if (res.status === 401) void clearCachedPages();
    const text = await res.text();
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, text);
  }
  return res.status === 204 ? null : await res.json();
}
