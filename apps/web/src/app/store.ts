import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';

/**
 * Builds the Redux store. Server data lives only in the RTK Query cache (never copied into slices);
 * client-only slices are added to `reducer` beside it. Tests build a fresh store per render.
 */
export function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
