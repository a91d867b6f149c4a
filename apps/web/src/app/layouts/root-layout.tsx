import { useState } from 'react';
import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useOnline } from '@/lib/online.ts';
import { OfflinePage } from '../offline-page.tsx';
import classes from './layout.module.css';

/**
 * Every screen: scroll restoration and a thin progress bar while the next screen loads. An app
 * opened without a connection (its shell from the service worker's cache) shows the offline
 * page until the connection returns; a page already open stays as it is when the network drops.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const online = useOnline();
  // On the server (a drawn first view) the page is being opened online by definition.
  const [openedOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  if (openedOffline && !online) return <OfflinePage />;
  return (
    <>
      {navigation.state !== 'idle' ? <Box className={classes.navProgress} aria-hidden /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
