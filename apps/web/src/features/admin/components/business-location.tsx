import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { directionsLink, type AdminUserBusiness, type Position } from '@haat/shared';
import { LocationField } from '@/entities/location/location-field.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useCorrectLocation } from '../api.ts';

const positionOf = (business: AdminUserBusiness): Position | null =>
  business.latitude != null && business.longitude != null
    ? { lat: business.latitude, lng: business.longitude }
    : null;

/** The seller's pin pad, started at where the business is now; Save marks the place 'admin'. */
function CorrectLocationForm({
  business,
  onClose,
}: {
  business: AdminUserBusiness;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(positionOf(business));
  const correct = useCorrectLocation(t('admin.businessLocation.corrected'));
  // Saving the place unchanged is allowed: the administrator confirms Haat's guess of a city centre.
  const save = () =>
    position &&
    correct.mutate(
      { id: business._id, latitude: position.lat, longitude: position.lng },
      { onSuccess: onClose },
    );

  return (
    <Stack gap="sm">
      <Text size="sm">{t('admin.businessLocation.modalText')}</Text>
      <LocationField
        value={position}
        city={business.city}
        onChange={setPosition}
        disabled={correct.isPending}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('workspace.cancel')}
        </Button>
        <Button onClick={save} disabled={!position} loading={correct.isPending}>
          {t('admin.businessLocation.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Where a business is now and who put it there, with Correct location. */
export function BusinessLocation({ business }: { business: AdminUserBusiness }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const position = positionOf(business);

  return (
    <Stack gap={4} data-testid="business-location">
      <Text size="xs" c="dimmed">
        {t('admin.businessLocation.title')}
      </Text>
      {position ? (
        <Group gap="xs">
          <Text size="sm" ff="monospace">
            {position.lat.toFixed(5)}, {position.lng.toFixed(5)}
          </Text>
          <Anchor
            href={directionsLink(position, business.name, 'web')}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            {t('admin.businessLocation.openMap')}
          </Anchor>
        </Group>
      ) : (
        <Text size="sm">{t('admin.businessLocation.notSet')}</Text>
      )}
      {business.locationSource ? (
        <Text size="xs" c="dimmed">
          {t(`admin.businessLocation.sources.${business.locationSource}`)}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconMapPin size={14} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {t('admin.businessLocation.correct')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('admin.businessLocation.modalTitle', { name: business.name })}
        centered
      >
        {/* Mounted only while open: each opening starts from the business's current place. */}
        {opened ? (
          <CorrectLocationForm business={business} onClose={() => setOpened(false)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
