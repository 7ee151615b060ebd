import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ColorModeProvider } from '../components/color-mode';
import { Toaster } from '../components/toaster';
import type { AppStore } from './store';
import { system } from './theme';

/** Everything a screen needs around it: the Redux store, Chakra's design system, colour mode and the toaster. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          {children}
          <Toaster />
        </ColorModeProvider>
      </ChakraProvider>
    </ReduxProvider>
  );
}
