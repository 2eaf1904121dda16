/**
 * Install commands as tabs, one per package manager (engine/core/install-commands.ts). The prerendered page shows npm; the
 * visitor's choice is stored in the browser and read once the page runs, and every such block of the page follows it.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { commandsFor, isPackageManager, PACKAGE_MANAGERS, type PackageManager } from '../../core/install-commands';
import { useT } from '../i18n/use-t';
import CopyCode from './CopyCode';

const STORAGE_KEY = 'package-manager';
// The blocks shown now: a choice in one is shown by all.
const shown = new Set<() => void>();

function stored(): PackageManager {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isPackageManager(value) ? value : PACKAGE_MANAGERS[0];
  } catch {
    return PACKAGE_MANAGERS[0]; // storage refused: the default
  }
}

/** The chosen package manager: the first until the page runs (as prerendered), then the stored one. */
function usePackageManager(): [PackageManager, (tool: PackageManager) => void] {
  const [tool, setTool] = useState<PackageManager>(PACKAGE_MANAGERS[0]);
  useEffect(() => {
    const update = () => setTool(stored());
    update();
    shown.add(update);
    // Another tab of the site chose.
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && update();
    window.addEventListener('storage', onStorage);
    return () => {
      shown.delete(update);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  const choose = (next: PackageManager) => {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not kept: this page shows it all the same.
    }
    setTool(next);
    for (const update of shown) update();
  };
  return [tool, choose];
}

export default function InstallTabs({ code }: { code: string }) {
  const t = useT();
  const id = useId();
  const [tool, choose] = usePackageManager();
  const commands = commandsFor(code, tool);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = PACKAGE_MANAGERS.indexOf(tool);
    const count = PACKAGE_MANAGERS.length;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % count
        : event.key === 'ArrowLeft'
          ? (at - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    choose(PACKAGE_MANAGERS[next]);
    document.getElementById(`${id}-${PACKAGE_MANAGERS[next]}`)?.focus();
  };
  return (
    <div className="markdown install-tabs">
      <div role="tablist" aria-label={t('install.label')} className="install-tablist" onKeyDown={onKeyDown}>
        {PACKAGE_MANAGERS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={name === tool}
            aria-controls={`${id}-panel`}
            tabIndex={name === tool ? 0 : -1}
            onClick={() => choose(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tool}`} className="code-block">
        <div className="code-copy-slot">
          <CopyCode code={() => commands} />
        </div>
        <pre className="shiki install-code">
          <code>
            {commands.split('\n').map((line, i) => {
              const [word, ...rest] = line.split(' ');
              return (
                <span key={i} className="line">
                  <span className="install-tool">{word}</span>
                  {` ${rest.join(' ')}\n`}
                </span>
              );
            })}
          </code>
        </pre>
      </div>
    </div>
  );
}
