import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { defaultTheme } from './theme';

/** Theme and global styles; the shell mounts it once, a remote mounts it only when it runs alone. */
export function UiProvider({ children, globalStyle = true }: { children: ReactNode; globalStyle?: boolean }) {
  return (
    <ThemeProvider theme={defaultTheme}>
      {globalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
