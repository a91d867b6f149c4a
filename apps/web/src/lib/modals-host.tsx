import { useEffect } from 'react';
import { ModalsProvider, useModals } from '@mantine/modals';
import { takePendingModals, useModalRequests, type ModalsHostProps } from './modals.ts';

/** Opens the confirms waiting in lib/modals.ts, through the provider's context. */
function PendingModals() {
  const requests = useModalRequests();
  const { openConfirmModal } = useModals();
  useEffect(() => {
    for (const modal of takePendingModals()) openConfirmModal(modal);
  }, [requests, openConfirmModal]);
  return null;
}

/** Mantine's modals provider, loaded with the first confirm (lib/modals.ts). */
export function ModalsHost({ labels }: ModalsHostProps) {
  return (
    <ModalsProvider labels={labels}>
      <PendingModals />
    </ModalsProvider>
  );
}
