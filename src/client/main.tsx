// First: zod must be configured before any schema is built.
import './zod-config';
import { createStore, Provider } from 'jotai';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'react-toastify/dist/ReactToastify.css';
import { RealtimeContext } from './api/realtime-context';
import { createRealtimeBridge } from './api/socket';
import { listenForNotices } from './live-notices';
import { reloadOnStaleChunks } from './stale-chunks';
import { App } from './App';
import { FullPageSpinner } from './components/Spinner';
import { Toasts } from './components/Toasts';
import './styles/app.css';
import './styles/components.css';

reloadOnStaleChunks();

// The composition root of the client: one jotai store, one realtime connection.
const store = createStore();
const realtime = createRealtimeBridge(store);
listenForNotices(realtime, store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RealtimeContext value={realtime}>
        <BrowserRouter>
          {/* Pages download by area (lazy-pages.ts); the projector's have no layout around them. */}
          <Suspense fallback={<FullPageSpinner />}>
            <App />
          </Suspense>
          <Toasts />
        </BrowserRouter>
      </RealtimeContext>
    </Provider>
  </StrictMode>,
);
