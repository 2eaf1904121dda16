/** The previewer's toolbar: code, sandboxes, playground, design export, own page. Icon buttons with tooltips. */
import {
  useEffect,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { COPIED_MS } from '../live/constants';
import { trustHash } from '../live/playground-trust';
import type { SandboxKind } from '../live/sandbox-form';
import { useT } from '../i18n/use-t';
import type { LocaleId } from '../../core/types';
import Tooltip from './Tooltip';
import {
  BoltIcon,
  CodeIcon,
  CodeOpenIcon,
  DesignIcon,
  ExternalIcon,
  InspectIcon,
  PlaygroundIcon,
  SandboxIcon,
} from './toolbar-icons';

export interface CurrentSource {
  entry: string;
  files: { name: string; code: string }[];
}

interface Props {
  id: string;
  title: string;
  description?: string;
  dependencies: Record<string, string>;
  locale: LocaleId;
  codeOpen: boolean;
  codePanelId: string;
  onToggleCode: () => void;
  /** The demo's files as they are now, edits included. */
  currentSource: () => Promise<CurrentSource>;
  playgroundHref: string;
  standaloneHref: string;
  /** The rendered demo, for the design export. */
  demoNode: () => Element | null;
  /** Whether the demo's parts inspector is on, and its switch. */
  inspecting: boolean;
  /** Left out when the site has no inspector: no switch. */
  onToggleInspect?: () => void;
}

const loadSandbox = () => import('../live/sandbox-form');
const loadDesign = () => import('../live/design-export');

function IconButton({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <Tooltip label={label}>
      <button type="button" className="icon-button" aria-label={label} {...rest}>
        {children}
      </button>
    </Tooltip>
  );
}

function IconLink({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Tooltip label={label}>
      <a className="icon-button" aria-label={label} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    </Tooltip>
  );
}

/** Left and right arrows move between the toolbar's controls (Tab still reaches each of them too). */
function onArrowKeys(event: KeyboardEvent<HTMLDivElement>) {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!step) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a[href]')];
  const at = controls.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  controls[(at + step + controls.length) % controls.length].focus();
}

export default function PreviewerToolbar(props: Props) {
  const { id, title, locale, codeOpen, codePanelId, onToggleCode, currentSource, demoNode } = props;
  const t = useT(locale);
  // The visitor's own edits, sent to the playground from here, run there without asking.
  const trustPlayground = () => trustHash(id, new URL(props.playgroundHref, window.location.href).hash);
  const [design, setDesign] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!design) return;
    const timer = setTimeout(() => setDesign(null), COPIED_MS * 2);
    return () => clearTimeout(timer);
  }, [design]);

  const sandbox = async (kind: SandboxKind) => {
    const [{ openSandbox }, source] = await Promise.all([loadSandbox(), currentSource()]);
    openSandbox(kind, { id, title, description: props.description, dependencies: props.dependencies, ...source });
  };
  const copyDesign = async () => {
    try {
      const node = demoNode();
      if (!node) throw new Error('the demo is not on the page');
      await (await loadDesign()).copyDesignLayers(node, locale);
      setDesign({ ok: true, text: t('demo.designCopied') });
    } catch (error) {
      setDesign({
        ok: false,
        text: t('demo.designFailed', { error: error instanceof Error ? error.message : String(error) }),
      });
    }
  };

  return (
    <div className="previewer-toolbar" role="toolbar" aria-label={t('demo.toolbar', { title })} onKeyDown={onArrowKeys}>
      <IconButton
        label={codeOpen ? t('demo.hideCode') : t('demo.showCode')}
        aria-expanded={codeOpen}
        aria-controls={codePanelId}
        onClick={onToggleCode}
      >
        {codeOpen ? <CodeOpenIcon /> : <CodeIcon />}
      </IconButton>
      <IconButton
        label={t('demo.codesandbox')}
        onClick={() => void sandbox('codesandbox')}
        onPointerEnter={() => void loadSandbox()}
      >
        <SandboxIcon />
      </IconButton>
      <IconButton
        label={t('demo.stackblitz')}
        onClick={() => void sandbox('stackblitz')}
        onPointerEnter={() => void loadSandbox()}
      >
        <BoltIcon />
      </IconButton>
      <IconLink
        label={t('demo.playground')}
        href={props.playgroundHref}
        onClick={trustPlayground}
        onAuxClick={trustPlayground}
      >
        <PlaygroundIcon />
      </IconLink>
      <IconButton label={t('demo.design')} onClick={() => void copyDesign()}>
        <DesignIcon />
      </IconButton>
      {props.onToggleInspect && (
        <IconButton label={t('demo.inspect')} aria-pressed={props.inspecting} onClick={props.onToggleInspect}>
          <InspectIcon />
        </IconButton>
      )}
      <IconLink label={t('demo.openStandalone')} href={props.standaloneHref}>
        <ExternalIcon />
      </IconLink>
      <p className={design?.ok === false ? 'toolbar-status error' : 'toolbar-status'} role="status">
        {design?.text}
      </p>
    </div>
  );
}
