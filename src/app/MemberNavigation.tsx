import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import { usePortal } from '../engine/PortalContext';
import { screens } from '../engine/registries/screens';
import { ContractSelectorBlockView } from '../engine/blocks/contractSelector/ContractSelectorBlockView';
import { navigationTexts as T } from '../i18n/navigation';
import { memberMenu } from './memberMenu';
import { MemberMenuLink } from './MemberMenuLink';
import { isMemberAccount } from '../engine/guards';
import './memberNavigation.css';

/**
 * The logged-in visitor's navigation under the header: the screens that declare a
 * `menu` entry and let this visitor in, the current one marked `aria-current="page"`, and the
 * contract selector. On a phone the links fold behind a « Menu » button (a disclosure:
 * Enter or Space opens it, Escape closes it and gives the focus back to the button).
 */
export default function MemberNavigation() {
  const env = usePortal();
  const { pathname, search } = useLocation();
  const entries = useMemo(() => memberMenu(screens, { ...env, route: `${pathname}${search}` }), [env, pathname, search]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // A link followed (or any route change) folds the menu again.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav
      className={`ea-nav${open ? ' ea-nav--open' : ''}`}
      aria-label={T.menuLabel}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <Button
        ref={toggle}
        className="ea-nav__toggle"
        variant="minimal"
        icon={<MenuIcon />}
        text={T.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      />
      <ul id={listId} className="ea-nav__links">
        {entries.map((entry) => (
          <li key={entry.to}>
            <MemberMenuLink entry={entry} />
          </li>
        ))}
      </ul>
      {/* Only a member has contracts to choose from. */}
      {env.user && isMemberAccount(env.user) && (
        <div className="ea-nav__contract">
          <ContractSelectorBlockView block={{ type: 'contractSelector' }} />
        </div>
      )}
    </nav>
  );
}
