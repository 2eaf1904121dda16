/** The top bar: logo and name, nav, search slot, language and colour switches, GitHub link, menu button. */
import { memo, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useGuardedNavigate } from '../site/router/navigation-guard';
import { isSitePage, languageTwin } from '../site/router/site-router';
import { useLocale, useNav, usePathname, useSiteData } from '../site/hooks';
import { useAfterHydration } from '../site/use-hydrated';
import { useT } from '../i18n/use-t';
import Link from '../site/router/Link';
import { LOCALES, localeName, localizePath } from '../../core/locale';
import { versionAnchor } from '../../core/edit-link';
import type { LocaleId } from '../../core/types';
import ColorSwitch from './ColorSwitch';
import { GithubIcon, Logo, MenuIcon } from './icons';
import Nav from './Nav';
import SearchBar from './search/SearchBar';

interface Props {
  menuOpen: boolean;
  onMenuToggle: () => void;
}

/**
 * Every other language, by its own name, at the current address. The only part of the bar that follows the
 * address: a navigation renders it, not the bar.
 */
function LanguageLinks() {
  const locale = useLocale();
  const t = useT();
  const pathname = usePathname();
  const { search, hash } = useLocation();
  // The prerender knows no query or hash: while hydrating the link is what it wrote, then it takes the address's,
  // so that a new tab, a middle click or a copied link keeps the anchor too.
  const suffix = useAfterHydration(search + hash, '');
  const navigate = useGuardedNavigate();
  // The address can change without React Router (the playground rewrites its hash as the visitor types):
  // the other language gets the query and hash the address has at the click.
  const switchLanguage = (event: MouseEvent<HTMLAnchorElement>, other: LocaleId) => {
    const now = window.location.search + window.location.hash;
    if (now === suffix || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(languageTwin(pathname, other) + now);
  };
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <Link
      key={other}
      to={languageTwin(pathname, other) + suffix}
      className="text-button"
      hrefLang={other}
      lang={other}
      aria-label={`${t('header.language')}: ${localeName(other)}`}
      onClick={(event) => switchLanguage(event, other)}
    >
      {localeName(other)}
    </Link>
  ));
}

function Header({ menuOpen, onMenuToggle }: Props) {
  const site = useSiteData();
  const locale = useLocale();
  const t = useT();
  const nav = useNav();
  const version = site.versions[site.packageName];
  // The version links to its entry in the changelog, on a site that has one.
  const changelog = localizePath('/changelog', locale);
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
        <Logo svg={site.themeConfig.logo} />
        <span>{site.title}</span>
      </Link>
      {version && !isSitePage(changelog) && <span className="version-link">v{version}</span>}
      {version && isSitePage(changelog) && (
        <Link
          to={`${changelog}#${versionAnchor(version)}`}
          className="version-link"
          aria-label={t('header.version', { version })}
        >
          v{version}
        </Link>
      )}
      <Nav items={nav} label={t('header.nav')} className="header-nav" />
      <div className="header-tools">
        <SearchBar />
        <LanguageLinks />
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

export default memo(Header);
