/** `<API id="Table"></API>`: a props table generated at build time from the library's type definitions. */
import { Fragment, Suspense, use } from 'react';
import { apis } from 'virtual:api';
import { apiState } from '../../plugins/api/state';
import type { ApiDefinition } from '../../plugins/api/types';
import { useLocale, useSiteData, useT } from '../site/hooks';
import type { LocaleId } from '../site/types';
import { loadOnce } from '../site/chunks';

// Column headings and badges of this table only; the notices come from app/i18n.
const LABELS: Record<
  LocaleId,
  Record<'name' | 'type' | 'required' | 'description' | 'yes' | 'no' | 'deprecated' | 'internal', string>
> = {
  'en-US': {
    name: 'Name',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    yes: 'Yes',
    no: 'No',
    deprecated: 'deprecated',
    internal: 'internal',
  },
  'zh-CN': {
    name: '属性名',
    type: '类型',
    required: '必填',
    description: '说明',
    yes: '是',
    no: '否',
    deprecated: '已废弃',
    internal: '内部',
  },
};

// `use()` needs the same promise on every render: one request per id, asked again after a failure on retry.
const request = (id: string) => loadOnce(`api:${id}`, () => apis[id]().then((module) => module.default));

/** JSDoc text with its `code` spans as code. */
function Doc({ text }: { text: string }) {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>));
}

function ApiTable({ definition }: { definition: ApiDefinition }) {
  const labels = LABELS[useLocale()];
  return (
    <div className="table-wrap">
      <table className="api-table">
        {/* The page's heading above names the type for the eye; the caption names the table for screen readers. */}
        <caption className="visually-hidden">{definition.source}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.name}</th>
            <th scope="col">{labels.type}</th>
            <th scope="col">{labels.required}</th>
            <th scope="col">{labels.description}</th>
          </tr>
        </thead>
        <tbody>
          {definition.props.map((prop) => (
            <tr key={prop.name}>
              <th scope="row" data-label={labels.name}>
                <code>{prop.name}</code>
                {prop.deprecated !== undefined && <span className="api-badge">{labels.deprecated}</span>}
                {prop.internal && <span className="api-badge">{labels.internal}</span>}
              </th>
              <td data-label={labels.type}>
                <code>{prop.type}</code>
              </td>
              <td data-label={labels.required}>{prop.optional ? labels.no : labels.yes}</td>
              <td data-label={labels.description}>
                {prop.description && <Doc text={prop.description} />}
                {prop.deprecated && (
                  <>
                    {prop.description && ' '}
                    <Doc text={prop.deprecated} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ApiBody({ id }: { id: string }) {
  const t = useT();
  const enabled = useSiteData().themeConfig.apiParser;
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

export default function Api({ id }: { id: string }) {
  const t = useT();
  return (
    <div className="markdown api" data-api-id={id}>
      <Suspense fallback={<p className="api-status">{t('api.loading')}</p>}>
        <ApiBody id={id} />
      </Suspense>
    </div>
  );
}
