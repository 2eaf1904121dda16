/** The top bar: logo and name, nav, search slot, language and colour switches, GitHub link, menu button. */
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useGuardedNavigate } from '../site/chunks';
import { useLocale, usePathname, useSiteData, useT } from '../site/hooks';
import Link from '../site/Link';
import { localizePath } from '../site/locale';
import { buildNav } from '../site/nav';
import ColorSwitch from './ColorSwitch';
import { GithubIcon, Logo, MenuIcon } from './icons';
import Nav from './Nav';
import SearchBar from './SearchBar';

interface Props {
  menuOpen: boolean;
  onMenuToggle: () => void;
}

export default function Header({ menuOpen, onMenuToggle }: Props) {
  const site = useSiteData();
  const locale = useLocale();
  const t = useT();
  const pathname = usePathname();
  const { search, hash } = useLocation();
  const other = locale === 'en-US' ? 'zh-CN' : 'en-US';
  const nav = buildNav(site.pages, locale, site.themeConfig.nav);
  const navigate = useGuardedNavigate();
  // The address can change without React Router (the playground rewrites its hash as the visitor types):
  // the other language gets the query and hash the address has at the click.
  const switchLanguage = (event: MouseEvent<HTMLAnchorElement>) => {
    const now = window.location.search + window.location.hash;
    if (now === search + hash || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(localizePath(pathname, other) + now);
  };
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button menu-button"
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onMenuToggle}
      >
        <MenuIcon />
        <span className="visually-hidden">{menuOpen ? t('header.closeMenu') : t('header.menu')}</span>
      </button>
      <Link to={localizePath('/', locale)} className="logo" aria-label={t('header.home')}>
        <Logo />
        <span>{site.title}</span>
      </Link>
      <Nav items={nav} label={t('header.nav')} className="header-nav" />
      <div className="header-tools">
        <SearchBar />
        <Link
          to={localizePath(pathname, other) + search + hash}
          className="text-button"
          hrefLang={other}
          lang={other}
          aria-label={`${t('header.language')}: ${t('header.switchLanguage')}`}
          onClick={switchLanguage}
        >
          {t('header.switchLanguage')}
        </Link>
        {site.themeConfig.prefersColor.switch && <ColorSwitch />}
        {site.themeConfig.socialLinks.github && (
          <a
            className="icon-button github-link"
            href={site.themeConfig.socialLinks.github}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={t('header.github')}
          >
            <GithubIcon />
          </a>
        )}
      </div>
    </header>
  );
}
