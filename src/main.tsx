import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { createStore } from './app/store';
import { App } from './app/App';
import type { takeOver } from './app/serverDrawn';

const root = document.getElementById('portail')!;

/** `drawn`: the root holds the server's markup of this very screen, which becomes the app's own (no second drawing, no flash). */
function start(drawn: Awaited<ReturnType<typeof takeOver>>) {
  const app = (
    <StrictMode>
      <Provider store={createStore(drawn?.state)}>
        <App />
      </Provider>
    </StrictMode>
  );
  if (drawn) hydrateRoot(root, <drawn.Owned>{app}</drawn.Owned>);
  else createRoot(root).render(app);
}

// Only a logged-in visitor's page comes drawn (src/server/page/pagePreview.ts).
if (root.classList.contains('ea-apercu')) {
  void import('./app/serverDrawn')
    .then(({ takeOver }) => takeOver(root))
    .catch(() => {
      // Its chunk did not come: the app draws on its own.
      root.replaceChildren();
      root.removeAttribute('inert');
      root.removeAttribute('class');
      return null;
    })
    .then(start);
} else start(null);
