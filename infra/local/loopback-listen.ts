import { Server } from 'node:net';

/**
 * Runs `start` with every server it opens listening on 127.0.0.1, whatever address it asks for.
 * fauxqs 2.4.1 listens on 0.0.0.0 whatever its `host` option says (its dist/app.js), which would
 * open the local buckets and queues to the machine's network; nothing else listens while it starts.
 */
export const listeningOnLoopback = async <T>(start: () => Promise<T>): Promise<T> => {
  const listen = Server.prototype.listen;
  Server.prototype.listen = function (this: Server, ...args: unknown[]) {
    const [options] = args;
    if (typeof options === 'object' && options !== null && 'port' in options)
      args[0] = { ...options, host: '127.0.0.1' };
    return listen.apply(this, args as Parameters<typeof listen>);
  } as typeof listen;
  try {
    return await start();
  } finally {
    Server.prototype.listen = listen;
  }
};
