import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import type { RegisteredScreen } from './registries/screens';
import { evaluateGuards, isBlockVisible } from './guards';
import { usePortal } from './PortalContext';
import { BlockView } from './BlockView';
import { ScreenTitleContext } from './ScreenTitle';
import { TitleBar } from '../app/TitleBar';
import { currentHashPath } from '../app/hashLocation';
import { Loader } from './blocks/Loader';
import { shellTexts } from '../i18n/messages';

/** One route: its guards, its title, its blocks. */
export function ScreenView({ screen }: { screen: RegisteredScreen }) {
  const env = usePortal();
  const [title, setTitle] = useState(screen.title);
  useEffect(() => setTitle(screen.title), [screen]);
  useEffect(() => {
    document.title = title ? `${title} – ${shellTexts.appName}` : shellTexts.appName;
  }, [title]);

  const decision = evaluateGuards(screen.guards, { ...env, route: currentHashPath() });
  useEffect(() => {
    if (!decision.allow && 'externalLogin' in decision) window.location.assign('/api/identity/login');
  }, [decision]);
  if (!decision.allow) return 'redirect' in decision ? <Redirect to={decision.redirect} replace /> : <Loader />;

  return (
    <ScreenTitleContext.Provider value={setTitle}>
      <TitleBar title={title} back={screen.back} />
      <div className="ea-screen">
        {screen.blocks.filter((block) => isBlockVisible(block, env)).map((block, index) => (
          <BlockView key={`${screen.route}-${index}`} block={block} />
        ))}
      </div>
    </ScreenTitleContext.Provider>
  );
}
