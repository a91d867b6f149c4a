import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { UI } from '@haat/shared';
import { useTranslation } from '../i18n/use-translation.ts';
import { useModalsHost } from '../lib/modals.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type Props = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals' delays so tests see the final state. */
  env?: 'default' | 'test';
};

export function Providers({ queryClient, children, env = 'default' }: Props) {
  const { t } = useTranslation();
  const ModalsHost = useModalsHost();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <Notifications limit={UI.toastLimit} autoClose={UI.toastMs} position="top-right" />
        {children}
        {ModalsHost ? (
          <ModalsHost labels={{ confirm: t('common.proceed'), cancel: t('common.goBack') }} />
        ) : null}
      </QueryClientProvider>
    </MantineProvider>
  );
}
