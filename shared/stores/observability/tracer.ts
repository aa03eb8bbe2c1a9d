import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { serviceName } from './service-name.ts';
import { captureClientsWith } from './traced.ts';

/**
 * Created once per process. Powertools turns it off outside Lambda (no `AWS_EXECUTION_ENV`) and
 * with `POWERTOOLS_TRACE_ENABLED=false`, so the local stack, the scripts and the tests run
 * untraced. HTTP requests are not patched: every outgoing call of the service is an AWS SDK call,
 * which the captured clients record (`traced`); patching `node:http` too would record each twice.
 * Loading this module loads the X-Ray SDK: at a function's start when its handler imports
 * `traceHandler`, at its first request when it uses `lazyTraceHandler` (lazy-tracer.ts), whose
 * chunk is this module.
 */
const tracer = new Tracer({ serviceName, captureHTTPsRequests: false });

/** Captures a client with this tracer: each of its calls becomes a subsegment of the invocation's trace. */
export const captureClient = <Client>(client: Client): Client => tracer.captureAWSv3Client(client);

captureClientsWith(captureClient);

/**
 * The handler's subsegment, annotated with the service and cold start. Responses stay out of the
 * trace: they carry the organizations' records, and X-Ray is not where those should be copied.
 */
export const traceHandler = () => captureLambdaHandler(tracer, { captureResponse: false });
