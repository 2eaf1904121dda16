/** Inline SVG icons: no icon font, no remote images. */
import { useId, type ReactNode } from 'react';
/** The site's logo (`themeConfig.logo`); nothing for a site without one (its title stands alone). */
export function Logo({ svg }: { svg?: string }) {
  if (!svg) return null;
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

export function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The GitHub mark, drawn here: a filled disc with the cat's silhouette cut out of it (head with two ears, the neck
 * going down to the disc's edge, the tail curling to the left), the cut made by a mask.
 */
export function GithubIcon() {
  const mask = `${useId()}-github`;
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <mask id={mask}>
        <circle cx="12" cy="12" r="11" fill="#fff" />
        <path
          d="M7.2 6.2l2.2 1.6a7.6 7.6 0 0 1 5.2 0l2.2-1.6c.5 1.1.6 2.2.3 3.2a4.9 4.9 0 0 1 1.1 3.2c0 3.2-2 4.6-4.6 5h-.1c.5.4.7 1 .7 1.8V24h-4.4v-4.5c0-.8.2-1.4.7-1.8-2.7-.4-4.7-1.8-4.7-5a4.9 4.9 0 0 1 1.1-3.2c-.3-1-.2-2.1.3-3.3z"
          fill="#000"
        />
        <path
          d="M9.8 20.3c-2.3.5-3.2-.6-3.7-1.6-.4-.7-.9-1.2-1.6-1.4"
          stroke="#000"
          strokeWidth="1.3"
          fill="none"
          strokeLinecap="round"
        />
      </mask>
      <circle cx="12" cy="12" r="11" fill="currentColor" mask={`url(#${mask})`} />
    </svg>
  );
}

/** A stroked icon, 18 px, in the text colour: the search box's, and the previewer's toolbar (toolbar-icons.tsx). */
export function StrokeIcon({ children, strokeWidth = 1.7 }: { children: ReactNode; strokeWidth?: number }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <StrokeIcon strokeWidth={2}>
    <circle cx="8.5" cy="8.5" r="5.5" />
    <path d="M13 13l4.5 4.5" />
  </StrokeIcon>
);

export const CloseIcon = () => (
  <StrokeIcon strokeWidth={2}>
    <path d="M5 5l10 10M15 5L5 15" />
  </StrokeIcon>
);
