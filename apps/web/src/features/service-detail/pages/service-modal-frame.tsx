import { Box } from '@mantine/core';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { backgroundOf } from '@/lib/service-modal.ts';
import { BackgroundScreen } from '../components/background-screen.tsx';

type Props = {
  /** The public screens of the route table, for the page beneath the modal. */
  screens: () => readonly RouteObject[];
};

/**
 * The path-less frame around /service/{id} (a service opens as a modal over the current page): the
 * page the service was opened from beneath — the home page on a direct visit — and the modal on
 * top. Being path-less lets the page beneath match its own path and parameters.
 */
export function ServiceModalFrame({ screens }: Props) {
  const location = useLocation();
  return (
    <>
      <Box inert data-testid="service-modal-background">
        <BackgroundScreen screens={screens} location={backgroundOf(location.state)} />
      </Box>
      <Outlet />
    </>
  );
}
