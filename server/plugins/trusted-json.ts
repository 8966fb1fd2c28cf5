/**
 * The serializer of a hot read whose answer our own typed view builds: sent with JSON.stringify
 * instead of being checked against its zod schema again on every call. The schema stays on the
 * route (types, OpenAPI, fuzz suite) and the route's tests parse the answer with it
 * (docs/decisions/web-speed.md#hot-reads-sent-as-built).
 */
export const trustedJson = () => (data: unknown) => JSON.stringify(data);
