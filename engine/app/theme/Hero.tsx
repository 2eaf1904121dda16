/** The home page's opening: title, one line, and where to go next. */
import Link from '../site/router/Link';
import type { PageMeta } from '../../core/types';

export default function Hero({ hero }: { hero: NonNullable<PageMeta['hero']> }) {
  return (
    <div className="hero">
      <h1 className="hero-title">{hero.title}</h1>
      <p className="hero-description">{hero.description}</p>
      {hero.actions && (
        <div className="hero-actions">
          {hero.actions.map((action, i) => (
            <Link
              key={action.link}
              to={action.link}
              className={i === 0 ? 'button primary' : 'button'}
              prefetch="intent"
            >
              {action.text}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
