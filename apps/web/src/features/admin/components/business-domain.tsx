import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconWorld } from '@tabler/icons-react';
import { adminBusinessDomainBody, maxCharsOf, type AdminUserBusiness } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { useSetDomain } from '../api.ts';

/**
 * The domain an administrator verified, checked by the server's own rule before it is sent; a
 * refusal (not a domain, another business's) stays under the field with the modal open.
 */
function DomainForm({ business, onClose }: { business: AdminUserBusiness; onClose: () => void }) {
  const { t } = useTranslation();
  const setDomain = useSetDomain({
    saved: t('admin.businessDomain.saved'),
    removed: t('admin.businessDomain.removed'),
  });
  // The shared rule checks the text and gives the domain as it is sent (trimmed, lower-case).
  const parse = (text: string) => adminBusinessDomainBody.shape.domain.safeParse(text);
  const form = useForm({
    initialValues: { domain: business.domain ?? '' },
    validate: {
      domain: (text) => {
        const checked = parse(text);
        return checked.success && checked.data !== null ? null : t('shopMsg.domainInvalid');
      },
    },
    transformValues: ({ domain }) => ({ domain: parse(domain).data ?? null }),
  });

  const send = (domain: string | null) =>
    setDomain.mutate(
      { id: business._id, domain },
      {
        onSuccess: onClose,
        onError: (failure) => {
          if (isApiError(failure) && (failure.code === 400 || failure.code === 409)) {
            form.setFieldError('domain', localizeAnswer(failure));
          } else showApiErrorToast(failure);
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(({ domain }) => send(domain))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('admin.businessDomain.modalText')}</Text>
        <TextInput
          label={t('admin.businessDomain.label')}
          placeholder={t('admin.businessDomain.placeholder')}
          maxLength={maxCharsOf(adminBusinessDomainBody.shape.domain)}
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('domain')}
        />
        <Group justify="space-between" gap="xs">
          {business.domain ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => send(null)}
              disabled={setDomain.isPending}
            >
              {t('admin.businessDomain.remove')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('workspace.cancel')}
            </Button>
            <Button type="submit" loading={setDomain.isPending}>
              {t('admin.businessDomain.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The seller's own domain: shown when set, with Set, Change or Remove. */
export function BusinessDomain({ business }: { business: AdminUserBusiness }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);

  return (
    <Stack gap={4} data-testid="business-domain">
      <Text size="xs" c="dimmed">
        {t('admin.businessDomain.title')}
      </Text>
      {business.domain ? (
        <Anchor
          href={`https://${business.domain}`}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          {business.domain}
        </Anchor>
      ) : (
        <Text size="sm">{t('admin.businessDomain.none')}</Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconWorld size={14} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {t(business.domain ? 'admin.businessDomain.change' : 'admin.businessDomain.set')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('admin.businessDomain.modalTitle', { name: business.name })}
        centered
      >
        {opened ? <DomainForm business={business} onClose={() => setOpened(false)} /> : null}
      </Modal>
    </Stack>
  );
}
