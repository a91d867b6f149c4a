import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useModalsHost } from '@/lib/modals.ts';
import { useToastsHost } from '@/lib/toast.ts';
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
  const ToastsHost = useToastsHost();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        {ToastsHost ? <ToastsHost /> : null}
        {children}
        {ModalsHost ? (
          <ModalsHost labels={{ confirm: t('common.proceed'), cancel: t('common.goBack') }} />
        ) : null}
      </QueryClientProvider>
    </MantineProvider>
  );
}
