// The breadcrumbs of a screen path, as labels and links: pure, so the rule is tested without a browser.
import { titleCase } from '../../contract/fields';
import { titleForPath } from './menu-entries';

export interface Crumb {
  to: string;
  label: string;
  /** a known screen: the crumb links to it */
  link: boolean;
}

/** A word (a sub-path such as "show") title-cased; anything with a digit in it (an id) as it is. */
const asShown = (segment: string) => (/\d/.test(segment) ? segment : titleCase(segment));

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * One crumb per path segment after the dashboard: a known screen by its title and as a link; the
 * segment after "update" as the record's crumb ("update" itself folded into it); a first segment no
 * screen names as its area (app.breadcrumb.areas, title-cased when the catalogue has none); any other
 * segment as it is: a sub-path title-cased, a record id untouched.
 */
export function breadcrumbTrail(pathname: string, translate: Translate): Crumb[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts
    .map((part, i) => {
      const to = '/' + parts.slice(0, i + 1).join('/');
      const known = titleForPath(to);
      const label =
        parts[i - 1] === 'update'
          ? translate('app.breadcrumb.update', { id: decodeURIComponent(part) })
          : known
            ? translate(known.label, known.labelArgs)
            : i === 0
              ? translate(`app.breadcrumb.areas.${part}`, { _: titleCase(part) })
              : asShown(decodeURIComponent(part));
      return { to, label, link: !!known, skip: part === 'update' };
    })
    .filter((c) => !c.skip && c.to !== '/dashboard')
    .map(({ to, label, link }) => ({ to, label, link }));
}
