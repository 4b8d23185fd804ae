import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { RealtimeContext } from './api/realtime-context';
import { createRealtimeBridge } from './api/socket';
import { App } from './App';
import './styles/app.css';
import './styles/components.css';

// The composition root of the client: one jotai store, one realtime connection.
const store = createStore();
const realtime = createRealtimeBridge(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RealtimeContext value={realtime}>
        <BrowserRouter>
          <App />
          <ToastContainer position="top-right" limit={20} newestOnTop theme="colored" />
        </BrowserRouter>
      </RealtimeContext>
    </Provider>
  </StrictMode>,
);
