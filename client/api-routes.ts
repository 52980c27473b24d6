// Types only (nothing here reaches the browser): what each API call sends and
// gets back, read from the server's own route types (worker/api/app.ts). A
// concrete path such as `/api/sessions/${id}/review?x=1` is matched against
// Hono's route key "/api/sessions/:id/review"; the body is the route's zod
// validator's input, the reply the JSON its handler returns with a success
// status (errors, 4xx and 5xx, are thrown as ApiError by client/api.ts).
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import type { ApiSchema } from "../worker/api/app";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type MethodKey<M extends ApiMethod> = `$${Lowercase<M>}`;

/** The route keys with a handler for M. */
type RoutesFor<M extends ApiMethod> = {
  [R in keyof ApiSchema]: MethodKey<M> extends keyof ApiSchema[R] ? R : never;
}[keyof ApiSchema] &
  string;

/** "/api/sessions/:id/review" → `/api/sessions/${string}/review`. */
type Filled<R extends string> = R extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Filled<Tail>}`
  : R extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : R;

/** Every path the client may call with M: a route's, its params filled in, with or without a query string. */
export type ApiPath<M extends ApiMethod> = { [R in RoutesFor<M>]: Filled<R> | `${Filled<R>}?${string}` }[RoutesFor<M>];

type WithoutQuery<P extends string> = P extends `${infer Path}?${string}` ? Path : P;

/** The route key a concrete path calls: its own when it has no params, else every key whose pattern it fits. */
type RouteOf<M extends ApiMethod, P extends string> = P extends unknown
  ? WithoutQuery<P> extends RoutesFor<M>
    ? WithoutQuery<P>
    : { [R in RoutesFor<M>]: WithoutQuery<P> extends Filled<R> ? R : never }[RoutesFor<M>]
  : never;

/** The endpoint (one per status the handler can return) of M on the route P calls. */
type EndpointOf<M extends ApiMethod, P extends string> =
  RouteOf<M, P> extends infer R
    ? R extends keyof ApiSchema
      ? MethodKey<M> extends keyof ApiSchema[R]
        ? ApiSchema[R][MethodKey<M>]
        : never
      : never
    : never;

/** The reply's JSON on success (null for 204). */
export type ApiResponse<M extends ApiMethod, P extends string> =
  Exclude<EndpointOf<M, P>, { status: ClientErrorStatusCode | ServerErrorStatusCode }> extends infer E
    ? E extends { output: infer O }
      ? O
      : never
    : never;

/** The body argument: required when the route validates a JSON body, else optional and empty. */
export type ApiBodyArgs<M extends ApiMethod, P extends string> =
  EndpointOf<M, P> extends { input: infer I }
    ? I extends { json: infer J }
      ? [body: J]
      : [body?: Record<string, never>]
    : never;
