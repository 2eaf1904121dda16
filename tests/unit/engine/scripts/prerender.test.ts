import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_ENTRY } from '../../../../engine/scripts/prerender/site';
import { ROUTE_FILES_KEY } from '../../../../engine/pipeline/deploy/route-files';

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

/** A build as `vite build --app` leaves it: the client's files and manifest, and a renderer of two pages. */
function fakeBuild() {
  const file = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
    fs.writeFileSync(path.join(build, name), text);
  };
  file('client/assets/site.css', 'p{}');
  file(
    'client/.vite/manifest.json',
    JSON.stringify({
      [CLIENT_ENTRY]: { file: 'assets/entry.js', css: ['assets/site.css'] },
      [ROUTE_FILES_KEY]: { file: 'assets/route-files-1.json' },
    }),
  );
  file(
    'server/entry.prerender.js',
    [
      "export const prerenderAddresses = () => ['/', '/404'];",
      "export const renderPage = async (at) => ({ head: '', styles: '', app: `<p>${at}</p>`, sources: [], locale: 'en-US' });",
      'export const documentHtml = (parts, policy) => `<html>${policy([]).split(";")[0]}${parts.app}${parts.start.entry}</html>`;',
    ].join('\n'),
  );
}

describe('the prerender script', () => {
  it("writes every page of the renderer's table and moves the manifest out of the site", () => {
    fakeBuild();
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'engine/scripts/prerender.ts'], {
      env: { ...process.env, BUILD_DIR: build, BASE_PATH: '/' },
      encoding: 'utf8',
    });
    expect(output).toContain('prerender: wrote 2 pages (base path /)');
    expect(fs.readFileSync(path.join(build, 'client/index.html'), 'utf8')).toBe(
      "<html>default-src 'self'<p>/</p>/assets/entry.js</html>",
    );
    expect(fs.readFileSync(path.join(build, 'client/404.html'), 'utf8')).toContain('<p>/404</p>');
    expect(fs.existsSync(path.join(build, 'client/.vite'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(build, 'client-manifest.json'), 'utf8'))).toHaveProperty(CLIENT_ENTRY);
  });
});
