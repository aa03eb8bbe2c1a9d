import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/**
 * Asks a question on the terminal, without echoing the answer when `hidden` (a password); answers
 * undefined without a terminal or without an answer.
 */
export const ask = async (question: string, { hidden = false } = {}): Promise<string | undefined> => {
  if (!process.stdin.isTTY) return undefined;
  let muted = false;
  const output = new Writable({
    write: (chunk, _encoding, done) => {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const answer = prompt.question(question);
  muted = hidden;
  try {
    const text = await answer;
    // A password is taken as typed, spaces and all.
    return (hidden ? text : text.trim()) || undefined;
  } finally {
    if (hidden) process.stderr.write('\n');
    prompt.close();
  }
};
