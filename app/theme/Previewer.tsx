/** One demo: the rendered table, its title and description, and a toolbar (code, copy, open alone). */
import { useState, type ComponentType } from 'react';
import { demos as demoRegistry, type DemoSourceFile } from 'virtual:demos';
import { useLocale, useT } from '../site/hooks';
import type { DemoInfo } from '../site/types';
import CodePanel from './CodePanel';
import DemoErrorBoundary from './DemoErrorBoundary';
import { localizePath } from '../site/locale';
import './styles/table.css';

interface Props {
  info: DemoInfo;
  Demo: ComponentType;
}

export default function Previewer({ info, Demo }: Props) {
  const t = useT();
  const locale = useLocale();
  const [files, setFiles] = useState<DemoSourceFile[]>();
  const [open, setOpen] = useState(false);
  const standalone = `/~demos/${info.id}${locale === 'zh-CN' ? '?locale=zh-CN' : ''}`;

  const toggleCode = async () => {
    if (!files) setFiles((await demoRegistry[info.id].source()).default.files);
    setOpen((value) => !value);
  };

  return (
    <section className="previewer" id={`demo-${info.id}`} aria-labelledby={`demo-${info.id}-title`}>
      <div className="previewer-demo" data-demo-id={info.id}>
        {info.iframe ? (
          <iframe src={standalone} title={info.asset.title} style={{ height: info.iframe }} loading="lazy" />
        ) : (
          <DemoErrorBoundary message={t('demo.error')} retryLabel={t('demo.retry')}>
            <Demo />
          </DemoErrorBoundary>
        )}
      </div>
      <div className="previewer-meta">
        <h2 className="previewer-title" id={`demo-${info.id}-title`}>
          <a href={localizePath(`/${info.pagePath}`, locale) + `#demo-${info.id}`}>{info.asset.title}</a>
        </h2>
        {info.asset.description && <p>{info.asset.description}</p>}
      </div>
      <div className="previewer-toolbar" role="toolbar" aria-label={info.asset.title}>
        <button type="button" className="text-button" aria-expanded={open} onClick={toggleCode}>
          {open ? t('demo.hideCode') : t('demo.showCode')}
        </button>
        <a className="text-button" href={standalone} target="_blank" rel="noreferrer">
          {t('demo.openStandalone')}
        </a>
      </div>
      {open && files && <CodePanel files={files} />}
    </section>
  );
}
