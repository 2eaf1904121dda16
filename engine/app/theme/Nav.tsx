/** Two-level navigation: items link to sections; an item with children opens a small menu. */
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { usePathname } from '../site/hooks';
import Link from '../site/router/Link';
import { isExternal, isNavActive } from '../site/nav';
import type { NavItem } from '../../core/types';

// Its item is the nav's, built once per page list: a navigation renders none of the links again.
const ItemLink = memo(function ItemLink({ item }: { item: NavItem }) {
  if (!item.link) return <span>{item.title}</span>;
  return isExternal(item.link) ? (
    <a href={item.link} rel="noopener noreferrer" target="_blank">
      {item.title}
    </a>
  ) : (
    <Link to={item.link} prefetch="intent">
      {item.title}
    </Link>
  );
});

/** A `<details>` menu that closes on Escape (focus back on its summary), on a click elsewhere or on a link, and when the page changes. */
function NavMenu({ item, pathname }: { item: NavItem; pathname: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const menu = details.current;
      const target = event.target as Element;
      // A click outside the menu, or on one of its links, is done with it.
      if (menu?.open && (!menu.contains(target) || target.closest('a'))) menu.open = false;
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const menu = details.current;
    if (event.key !== 'Escape' || !menu?.open) return;
    event.stopPropagation();
    menu.open = false;
    menu.querySelector('summary')?.focus();
  };
  return (
    <details className="nav-menu" ref={details} onKeyDown={onKeyDown}>
      <summary>{item.title}</summary>
      <ul>
        {item.children?.map((child) => (
          <li key={child.title} className={isNavActive(child, pathname) ? 'active' : undefined}>
            <ItemLink item={child} />
          </li>
        ))}
      </ul>
    </details>
  );
}

export default function Nav({ items, label, className }: { items: NavItem[]; label: string; className?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={className}>
      <ul className="nav-list">
        {items.map((item) => (
          <li key={item.title} className={isNavActive(item, pathname) ? 'nav-item active' : 'nav-item'}>
            {item.children?.length ? <NavMenu item={item} pathname={pathname} /> : <ItemLink item={item} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
