/**
 * A prerendered page can be served at other spellings of its address: `/demo/simple/index.html`, `/demo/simple/`,
 * or `/DEMO/SIMPLE` on a host whose file names ignore case. Before the app starts, such a page takes its own address
 * (the path of its canonical link, which every page but the 404 page has), so the router renders the page the HTML
 * holds and hydration matches. A page without a canonical link (the 404 page) keeps the address it was asked for; the
 * routes are case-sensitive, so that address renders the 404 page too. Search and hash are kept; no reload, no new
 * history entry.
 *
 * An inline script, run where it is parsed (after the head, before any module script).
 */
export const ADDRESS_FIX_SCRIPT = `(function(){var c=document.querySelector('link[rel="canonical"]');if(!c)return;
var l=location,p=l.pathname,k;try{k=new URL(c.href).pathname}catch(e){return}
var n=function(s){return s.replace(/\\/index\\.html$/i,'').replace(/\\/+$/,'').toLowerCase()};
if(k!==p&&n(k)===n(p))history.replaceState(history.state,'',k+l.search+l.hash)})();`;

/**
 * `data-query` on the root element while the address has a query: a page whose content follows the query (the upgrade
 * view's `?from=&to=`) keeps the prerendered content it will replace hidden until the client has rendered the query's,
 * so the swap moves nothing on screen. An inline script in the head, before the page is drawn.
 */
export const QUERY_FLAG_SCRIPT = `if(location.search.length>1)document.documentElement.setAttribute('data-query','');`;
