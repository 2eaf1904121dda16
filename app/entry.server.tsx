/**
 * The prerender's renderer. Every page is a static file, read by visitors without scripts too: it waits for every
 * Suspense boundary (a lazily loaded demo, an API table) so that each page's HTML is whole and in order, never
 * streamed into hidden placeholders that only a script would reveal. The styles that styled-components makes while
 * a page renders (the styled-components demo's) go into its head, so that the page is drawn styled from the start and
 * does not move when the browser would otherwise add them.
 */
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { ServerStyleSheet } from 'styled-components';

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  let failed: unknown;
  const sheet = new ServerStyleSheet();
  try {
    const stream = await renderToReadableStream(
      sheet.collectStyles(<ServerRouter context={context} url={request.url} />),
      {
        signal: request.signal,
        // React otherwise moves a large finished boundary out of line, to be revealed by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          failed ??= error;
        },
      },
    );
    await stream.allReady;
    if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
    const html = await new Response(stream).text();
    const styles = sheet.getStyleTags();
    headers.set('Content-Type', 'text/html');
    return new Response(styles ? html.replace('</head>', `${styles}</head>`) : html, { headers, status });
  } finally {
    sheet.seal();
  }
}
