import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import classes from './layout.module.css';

/** Every screen: scroll restoration and a thin progress bar while the next screen loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? <Box className={classes.navProgress} aria-hidden /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
