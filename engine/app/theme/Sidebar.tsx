/** The pages of the current section, grouped; on phones a drawer that also holds the main nav. */
import { memo, useEffect, useRef } from 'react';
import { useNav, usePathname } from '../site/hooks';
import { useT } from '../i18n/use-t';
import Link from '../site/router/Link';
import type { SidebarGroup } from '../site/sidebar';
import Nav from './Nav';

interface Props {
  groups: SidebarGroup[];
  open: boolean;
  onClose: () => void;
}

function Sidebar({ groups, open, onClose }: Props) {
  const pathname = usePathname();
  const t = useT();
  const nav = useNav();
  const aside = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Focus inside the drawer would vanish with it: it goes back to the button that opened the drawer.
      const inside = aside.current?.contains(document.activeElement);
      onClose();
      if (inside) document.querySelector<HTMLElement>('[aria-controls="sidebar"]')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  // The current page's entry in view within the sidebar's own scroll box (never the window), when it is not already.
  useEffect(() => {
    const box = aside.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current) return;
    const top = current.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (top < 0 || top + current.offsetHeight > box.clientHeight) box.scrollTop += top - box.clientHeight / 3;
  }, [pathname, open]);

  return (
    <>
      {open && <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />}
      <aside ref={aside} id="sidebar" className={`sidebar${open ? ' open' : ''}${groups.length ? '' : ' empty'}`}>
        <Nav items={nav} label={t('header.nav')} className="drawer-nav" />
        {groups.length > 0 && (
          <nav aria-label={t('sidebar.label')}>
            {groups.map((group) => (
              <section key={group.title ?? ''} className="sidebar-group">
                {group.title && <h2 className="sidebar-title">{group.title}</h2>}
                <ul>
                  {group.pages.map((page) => (
                    <li key={page.url}>
                      <Link to={page.url} prefetch="intent" aria-current={page.url === pathname ? 'page' : undefined}>
                        {page.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
      </aside>
    </>
  );
}

export default memo(Sidebar);
