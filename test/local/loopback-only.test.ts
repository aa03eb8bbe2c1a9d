import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

/**
 * Every server of the local stack listens on the loopback address only: the tables, files, queues,
 * e-mails and sign-ins it holds are nobody else's on the network. Read from the kernel's table of
 * listening TCP sockets (Linux), by each server's port.
 */
const { urls } = inject('localStack');

const listening = 0x0a;
/** 127.0.0.1, as IPv4 and as an IPv4-mapped IPv6 address, and ::1, as /proc/net/tcp{,6} spell them. */
const loopback = new Set(['0100007F', '0000000000000000FFFF00000100007F', '00000000000000000000000001000000']);

/** The local addresses of the sockets listening on this port. */
const listeningAddresses = (port: number): string[] =>
  ['/proc/net/tcp', '/proc/net/tcp6']
    .filter(existsSync)
    .flatMap((file) => readFileSync(file, 'utf8').trim().split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, local, , state]) =>
        Number.parseInt(state!, 16) === listening &&
        local!.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`),
    )
    .map(([, local]) => local!.split(':')[0]!);

describe.runIf(existsSync('/proc/net/tcp'))('the local stack on the network', () => {
  it.each(Object.entries(urls))('listens for %s on 127.0.0.1 only', (_server, url) => {
    const addresses = listeningAddresses(Number(new URL(url).port));
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => !loopback.has(address))).toEqual([]);
  });
});
