/** The inline script that gives a page served at another spelling of its address its own address. */
import { describe, expect, it } from 'vitest';
import { ADDRESS_FIX_SCRIPT } from '../../../../../engine/app/site/address-fix';

/** Runs the script against a made-up document: the served address and the page's canonical link, if any. */
function runAt(address: string, canonical: string | null): { url: string; replaced: boolean } {
  const url = new URL(address, 'http://host.test');
  let replaced = false;
  const history = {
    state: null,
    replaceState(_state: unknown, _title: string, next: string) {
      replaced = true;
      const moved = new URL(next, url);
      url.pathname = moved.pathname;
      url.search = moved.search;
      url.hash = moved.hash;
    },
  };
  const document = {
    querySelector: (selector: string) => (canonical && selector.includes('canonical') ? { href: canonical } : null),
  };
  new Function('document', 'location', 'history', ADDRESS_FIX_SCRIPT)(document, url, history);
  return { url: url.pathname + url.search + url.hash, replaced };
}

describe('address fix', () => {
  const simple = 'https://docs.example.org/demo/simple';
  it.each([
    ['/demo/simple/index.html', '/demo/simple'],
    ['/demo/simple/', '/demo/simple'],
    ['/DEMO/Simple', '/demo/simple'],
    ['/Demo/Simple/INDEX.HTML?x=1#top', '/demo/simple?x=1#top'],
  ])('moves %s to the page’s own address', (address, own) => {
    expect(runAt(address, simple)).toEqual({ url: own, replaced: true });
  });

  it('keeps the home page’s slash, and a base path', () => {
    expect(runAt('/index.html', 'https://docs.example.org/').url).toBe('/');
    expect(runAt('/table/zh-CN/index.html', 'https://example.org/table/zh-CN').url).toBe('/table/zh-CN');
    expect(runAt('/TABLE/demo/simple', 'https://example.org/table/demo/simple').url).toBe('/table/demo/simple');
  });

  it('changes nothing at the page’s own address', () => {
    expect(runAt('/demo/simple?tab=1', simple)).toEqual({ url: '/demo/simple?tab=1', replaced: false });
  });

  it('leaves an address that is not another spelling of the page’s own, and the 404 page (no canonical link)', () => {
    expect(runAt('/docs/demo/simple', simple).replaced).toBe(false);
    expect(runAt('/demo/simple-two', simple).replaced).toBe(false);
    expect(runAt('/DEMO/SIMPLE', null)).toEqual({ url: '/DEMO/SIMPLE', replaced: false });
    expect(runAt('/demo/simple/index.html', 'not a url').replaced).toBe(false);
  });
});
