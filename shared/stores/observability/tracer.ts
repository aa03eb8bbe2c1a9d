import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { serviceName } from './service-name.ts';

/**
 * Created once per process. Powertools turns it off outside Lambda (no `AWS_EXECUTION_ENV`) and
 * with `POWERTOOLS_TRACE_ENABLED=false`, so the local stack, the scripts and the tests run
 * untraced. HTTP requests are not patched: every outgoing call of the service is an AWS SDK call,
 * which the captured clients record (`traced`); patching `node:http` too would record each twice.
 */
const tracer = new Tracer({ serviceName, captureHTTPsRequests: false });

/** The client, each of whose calls becomes a subsegment of the invocation's trace. */
export const traced = <Client>(client: Client): Client => tracer.captureAWSv3Client(client);

/**
 * The handler's subsegment, annotated with the service and cold start. Responses stay out of the
 * trace: they carry the organizations' records, and X-Ray is not where those should be copied.
 */
export const traceHandler = () => captureLambdaHandler(tracer, { captureResponse: false });
