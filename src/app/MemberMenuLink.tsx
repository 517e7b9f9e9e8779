import { NavLink } from 'react-router-dom';
import { useReadQuery } from '../api/readEndpoint';
import type { ScreenMenuCount } from '../language/screenTypes';
import { readPath } from '../language/values';
import { menuCountRead, type MemberMenuEntry } from './memberMenu';

/** New notifications arrive without a write of the member's: the number is read again now and then. */
const COUNT_REFRESH_MS = 60_000;

/** One link of the header's menu; NavLink sets aria-current="page" on the current screen's link. */
export function MemberMenuLink({ entry }: { entry: MemberMenuEntry }) {
  if (entry.count) return <CountedLink entry={entry} count={entry.count} />;
  return (
    <NavLink to={entry.to} className="ea-nav__link">
      {entry.label}
    </NavLink>
  );
}

/**
 * A link with a number beside it (« Notifications 3 »): screen readers hear it as part of the
 * link's name (« Notifications, 3 non lues »); nothing is added while the number is zero or unknown.
 */
function CountedLink({ entry, count }: { entry: MemberMenuEntry; count: ScreenMenuCount }) {
  const read = useReadQuery(menuCountRead(count), { pollingInterval: COUNT_REFRESH_MS });
  const value = Number(readPath(read.data, count.key));
  const number = Number.isFinite(value) && value > 0 ? value : 0;
  return (
    <NavLink to={entry.to} className="ea-nav__link" aria-label={number > 0 ? `${entry.label}, ${number} ${number === 1 ? count.one : count.other}` : undefined}>
      {entry.label}
      {number > 0 && (
        <span className="ea-nav__count" aria-hidden="true">
          {number}
        </span>
      )}
    </NavLink>
  );
}
