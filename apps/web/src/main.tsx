import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/touch-targets.css';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';

const store = makeStore();
// Lets endpoints opt into refetchOnFocus / refetchOnReconnect.
setupListeners(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
