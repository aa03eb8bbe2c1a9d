import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Debian's headless Chromium driven through the Chrome DevTools Protocol, over the WebSocket its
 * `--remote-debugging-port` opens, with Node's own WebSocket: no browser download, no driver
 * package. One browser per test file; each `openPage` is a fresh tab.
 */
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--remote-debugging-port=0',
];

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** One DevTools connection: commands by id, answered in any order. */
const connect = async (url: string) => {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: Message['result']) => void; reject: (error: Error) => void }>();
  const listeners: ((message: Message) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.method) for (const listener of listeners) listener(message);
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve: (result) => resolve(result ?? {}), reject });
      socket.send(JSON.stringify({ id: nextId, method, params, ...(sessionId && { sessionId }) }));
    });
  /** Every event (a message with a method) from now on. */
  const onEvent = (listener: (message: Message) => void) => listeners.push(listener);
  return { send, onEvent, close: () => socket.close() };
};

const devToolsUrl = (browser: ChildProcess) =>
  new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    browser.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    browser.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe-core found on a page: the rules it ran, each violation's rule and the nodes it names,
 * and the rules it could not decide alone (`incomplete`: to be looked at by a person).
 */
export interface AxeResult {
  rulesRun: number;
  violations: { id: string; impact: string; nodes: string[] }[];
  incomplete: string[];
}

const keys = {
  Tab: { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 },
  Enter: { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' },
} as const;

/** Resolves when the process has exited, or at once if it already has. */
const exitOf = (browser: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (browser.exitCode !== null || browser.signalCode !== null) resolve();
    else browser.once('exit', () => resolve());
  });

const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<false>((resolve) => setTimeout(resolve, ms, false))]);

/**
 * Ends the browser and every process it started (it leads its own process group), then removes
 * its profile. Chromium's helpers go on writing the profile for a moment after the main process
 * exits, so the group is killed and waited for before the removal, which retries what is still
 * being written; the removal runs whatever happened before it.
 */
const endBrowser = async (browser: ChildProcess, profile: string, closeGracefully: () => Promise<unknown>) => {
  try {
    if (!(await within(closeGracefully(), 3_000)) || !(await within(exitOf(browser), 5_000))) {
      killGroup(browser, 'SIGKILL');
      await within(exitOf(browser), 5_000);
    }
    killGroup(browser, 'SIGKILL');
  } finally {
    await rm(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  }
};

/** Signals the browser's process group: the helpers (renderer, GPU, utility) with it. */
const killGroup = (browser: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-browser.pid!, signal);
  } catch {
    // The group has already ended.
  }
};

export const launchChromium = async () => {
  const profile = await mkdtemp(join(tmpdir(), 'fcs-chromium-'));
  const browser = spawn('chromium', [...flags, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let connection: Awaited<ReturnType<typeof connect>>;
  try {
    connection = await connect(await devToolsUrl(browser));
  } catch (error) {
    await endBrowser(browser, profile, async () => killGroup(browser, 'SIGTERM'));
    throw error;
  }

  const openPage = async (url: string) => {
    const { targetId } = await connection.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await connection.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method: string, params: Record<string, unknown> = {}) =>
      connection.send(method, params, sessionId as string);
    await send('Page.enable');
    await send('Runtime.enable');
    await send('Page.navigate', { url });

    /** The value of an expression in the page, promises awaited. */
    const evaluate = async <T>(expression: string): Promise<T> => {
      const { result, exceptionDetails } = (await send('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      })) as { result: { value: T }; exceptionDetails?: { exception?: { description?: string } } };
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? 'evaluation failed');
      return result.value;
    };

    /** Waits until the expression is truthy in the page. */
    const waitFor = async (expression: string, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        try {
          if (await evaluate<boolean>(`Boolean(${expression})`)) return;
        } catch {
          // The page is still loading: the expression reads what is not there yet.
        }
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${expression}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const press = async (key: keyof typeof keys, modifiers = 0) => {
      await send('Input.dispatchKeyEvent', { type: 'keyDown', modifiers, ...keys[key] });
      await send('Input.dispatchKeyEvent', { type: 'keyUp', modifiers, ...keys[key], text: undefined });
    };

    /** Types into the focused element, as a keyboard would. */
    const type = (text: string) => send('Input.insertText', { text });

    /** Runs axe-core's WCAG 2.x A and AA rules and best practices on the page as it is now. */
    const axe = async (): Promise<AxeResult> => {
      await evaluate(`${axeSource};true`);
      return evaluate<AxeResult>(`axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] })
        .then((r) => ({
          rulesRun: r.passes.length + r.violations.length + r.incomplete.length + r.inapplicable.length,
          violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.html) })),
          incomplete: r.incomplete.map((v) => v.id),
        }))`);
    };

    /**
     * Answers the page's requests to URLs matching `urlPattern` (`*` any characters) with this
     * status and JSON body instead of the server: what a test cannot stage on the stack.
     */
    const answerRequests = async (urlPattern: string, answer: { status: number; body: unknown }) => {
      connection.onEvent((message) => {
        if (message.method !== 'Fetch.requestPaused' || message.sessionId !== sessionId) return;
        void send('Fetch.fulfillRequest', {
          requestId: message.params!.requestId,
          responseCode: answer.status,
          responseHeaders: [{ name: 'content-type', value: 'application/json' }],
          body: Buffer.from(JSON.stringify(answer.body)).toString('base64'),
        });
      });
      await send('Fetch.enable', { patterns: [{ urlPattern }] });
    };

    const close = () => connection.send('Target.closeTarget', { targetId });
    return { evaluate, waitFor, press, type, axe, answerRequests, close };
  };

  const close = async () => {
    await endBrowser(browser, profile, async () => {
      await connection.send('Browser.close').catch(() => undefined);
      connection.close();
    });
    browser.stderr!.destroy();
  };
  return { openPage, close };
};

export type BrowserPage = Awaited<ReturnType<Awaited<ReturnType<typeof launchChromium>>['openPage']>>;
