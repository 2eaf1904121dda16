/** `<API id="Table"></API>`: a props table generated at build time from the library's type definitions. */
import { Fragment, Suspense, use, useState } from 'react';
import { apis } from 'virtual:api';
import { apiState } from '../../../engine/app/site/api-state';
import { API_COLUMNS, apiCells, type ApiDefinition, type DocPart } from '../../../engine/core/api-types';
import { useSiteData } from '../../../engine/app/site/hooks';
import { useT } from '../../../engine/app/i18n/use-t';
import { loadOnce } from '../../../engine/app/site/chunks';
import { isHydrating } from '../../../engine/app/site/use-hydrated';
import { rowAnchor } from '../../../engine/core/heading-ids';

// `use()` needs the same promise on every render: one request per id, asked again after a failure on retry.
const request = (id: string) => loadOnce(`api:${id}`, () => apis[id]().then((module) => module.default));

/** JSDoc text with its `code` spans as code. */
function Doc({ parts }: { parts: DocPart[] }) {
  return parts.map((part, i) =>
    part.code ? <code key={i}>{part.text}</code> : <Fragment key={i}>{part.text}</Fragment>,
  );
}

function ApiTable({ definition }: { definition: ApiDefinition }) {
  const t = useT();
  const [name, type, required, description] = API_COLUMNS.map((key) => t(key));
  return (
    <div className="table-wrap">
      <table className="api-table card-rows">
        {/* The page's heading above names the type for the eye; the caption names the table for screen readers. */}
        <caption className="visually-hidden">{definition.source}</caption>
        <thead>
          <tr>
            {[name, type, required, description].map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {definition.props.map((prop) => {
            const cells = apiCells(prop, t);
            return (
              <tr key={prop.name} id={rowAnchor(definition.id, prop.name)}>
                <th scope="row" data-label={name}>
                  <code>{cells.name}</code>
                  {cells.marks.map((mark) => (
                    <span key={mark} className="api-badge">
                      {mark}
                    </span>
                  ))}
                </th>
                <td data-label={type}>
                  <code>{cells.type}</code>
                </td>
                <td data-label={required}>{cells.required}</td>
                <td data-label={description}>
                  <Doc parts={cells.description} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ApiBody({ id }: { id: string }) {
  const t = useT();
  const enabled = useSiteData().themeConfig.apiParser ?? true;
  const known = Object.hasOwn(apis, id);
  // Suspends until the id's chunk has loaded: the boundary below shows the loading notice meanwhile.
  const definition = enabled && known ? use(request(id)) : undefined;
  switch (apiState({ enabled, known, loaded: definition !== undefined })) {
    case 'disabled':
      return <p className="api-status">{t('api.disabled')}</p>;
    case 'notFound':
      return <p className="api-status">{t('api.notFound', { id })}</p>;
    case 'loading':
      return <p className="api-status">{t('api.loading')}</p>;
    case 'ready':
      return definition ? <ApiTable definition={definition} /> : null;
  }
}

/** The table as the prerender wrote it into the document, read while hydrating (the first page of a visit only). */
function usePrerenderedTable(id: string): string | undefined {
  const [html] = useState(() =>
    !isHydrating() ? undefined : document.querySelector(`[data-api-id="${CSS.escape(id)}"] > .table-wrap`)?.innerHTML,
  );
  return html;
}

/**
 * A generated API table. Hydration keeps the prerendered table as it is (it has nothing to run) instead of loading
 * its chunk: a boundary still waiting for its chunk when the page re-renders after hydration would be thrown away
 * and built again, the page's largest elements laid out twice.
 */
export default function Api({ id }: { id: string }) {
  const t = useT();
  const prerendered = usePrerenderedTable(id);
  return (
    <div className="markdown api" data-api-id={id}>
      <Suspense fallback={<p className="api-status">{t('api.loading')}</p>}>
        {prerendered === undefined ? (
          <ApiBody id={id} />
        ) : (
          <div className="table-wrap" dangerouslySetInnerHTML={{ __html: prerendered }} />
        )}
      </Suspense>
    </div>
  );
}
