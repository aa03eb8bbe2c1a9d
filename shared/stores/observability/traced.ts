/**
 * Which tracer records the AWS SDK clients: the one the function's handler brought, handed in here
 * when it loads (tracer.ts, in the function's bundle or, for a function that traces from its first
 * request on, in the `#lazy/tracing` chunk: lazy-tracer.ts). The stores import only this, so that
 * the X-Ray SDK is bundled by the handler's choice, not by every store. Every client is made on a
 * request's first call of its store (`client ??= traced(…)`), after the handler's trace has
 * loaded its tracer; before any tracer is loaded (scripts, tests, the local server), a client is
 * left as it is, as Powertools leaves it outside Lambda.
 */
type Capture = <Client>(client: Client) => Client;

let capture: Capture | undefined;

/** Called by the tracer that the function's handler loaded: from now on, clients are captured by it. */
export const captureClientsWith = (tracerCapture: Capture): void => {
  capture = tracerCapture;
};

/** The client, each of whose calls becomes a subsegment of the invocation's trace. */
export const traced = <Client>(client: Client): Client => (capture ? capture(client) : client);
