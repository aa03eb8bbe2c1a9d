import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpOperations } from '#functions/operations.ts';
import { urls } from '#test/support/api.ts';

/**
 * The page as headless Chromium leaves it once Redoc has fetched the document and rendered it.
 * Virtual time runs ahead while the page is idle and waits while it fetches, so the budget is not
 * a sleep: Chromium exits as soon as it is spent. `.ci/run` installs the `chromium` package.
 */
const renderedDom = (url: string) => {
  const profile = mkdtempSync(join(tmpdir(), 'fcs-chromium-'));
  return new Promise<string>((resolve, reject) => {
    execFile(
      'chromium',
      [
        '--headless',
        '--disable-gpu',
        '--no-sandbox',
        '--no-first-run',
        `--user-data-dir=${profile}`,
        '--virtual-time-budget=15000',
        '--dump-dom',
        url,
      ],
      { timeout: 90_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  }).finally(() => rmSync(profile, { recursive: true, force: true }));
};

describe('the API reference of the local main API', () => {
  it('serves the page and Redoc itself, with their content types, and nothing from elsewhere', async () => {
    const page = await fetch(`${urls.main}/docs`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('spec-url="/openapi.json"');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const script = await fetch(`${urls.main}/docs/redoc.standalone.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await script.text()).length).toBeGreaterThan(100_000);
    expect((await fetch(`${urls.attachments}/docs`)).status).toBe(404);
  });

  it('renders every operation and every named schema, by its name, in headless Chromium', {
    timeout: 120_000,
  }, async () => {
    const dom = await renderedDom(`${urls.main}/docs`);
    for (const operation of httpOperations) {
      expect(dom, operation.operationId).toContain(`operation/${operation.operationId}"`);
      expect(dom, operation.operationId).toContain(operation.summary);
    }
    const document = (await (await fetch(`${urls.main}/openapi.json`)).json()) as {
      components: { schemas: Record<string, unknown> };
    };
    const names = Object.keys(document.components.schemas);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      // Its own section, and its entry in the menu, under the schemas tag.
      expect(dom, name).toContain(`data-section-id="schema/${name}"`);
      expect(dom, name).toContain(`aria-label="${name}"`);
    }
    // Where an answer holds a named schema, its type says which: the list of organizations' `data`.
    expect(dom).toMatch(/>Array of <\/span><span[^>]*>objects<\/span><span[^>]*> \(Organization\) </);
  });
});
