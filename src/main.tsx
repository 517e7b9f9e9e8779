import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { createStore } from './app/store';
import { App } from './app/App';
import { seedPageReads } from './app/pageReads';

const store = createStore();
seedPageReads(store);
createRoot(document.getElementById('portail')!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
