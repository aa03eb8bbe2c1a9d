import { fileURLToPath } from 'node:url';

/** Operation entries and local data are relative to this directory, wherever a command starts. */
export const projectRoot = fileURLToPath(new URL('../', import.meta.url));
