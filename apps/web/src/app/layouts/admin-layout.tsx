import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import classes from './layout.module.css';

/** Frame of the administration console (a later issue fills it). */
export function AdminLayout() {
  return (
    <Box className={classes.page}>
      <Box
        component="header"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="xl">
          <Group>
            <Logo size={30} />
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main" className={classes.main}>
        <Outlet />
      </Box>
    </Box>
  );
}
