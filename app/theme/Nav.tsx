/** Two-level navigation: items link to sections; an item with children opens a small menu. */
import { usePathname } from '../site/hooks';
import Link from '../site/Link';
import { isExternal, isNavActive } from '../site/nav';
import type { NavItem } from '../site/types';

function ItemLink({ item }: { item: NavItem }) {
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
}

export default function Nav({ items, label, className }: { items: NavItem[]; label: string; className?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={className}>
      <ul className="nav-list">
        {items.map((item) => (
          <li key={item.title} className={isNavActive(item, pathname) ? 'nav-item active' : 'nav-item'}>
            {item.children?.length ? (
              <details className="nav-menu">
                <summary>{item.title}</summary>
                <ul>
                  {item.children.map((child) => (
                    <li key={child.title} className={isNavActive(child, pathname) ? 'active' : undefined}>
                      <ItemLink item={child} />
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <ItemLink item={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
