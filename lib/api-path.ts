/** The JSON API's paths: /api itself and everything under /api/ (not /apiary). Used by the worker's middleware and the service worker. */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");
