import { Badge, Box, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPrice, mediaUrl, type RevisionChange, type RevisionValue } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

// What a pending revision changes, field by field: the live value beside the proposed
// one. The seller's edit page and the administrator's approval queue show it alike.

type Labels = { before: string; after: string };

const PRICE_FIELDS = new Set(['pricePerUnit', 'sellingPrice']);

function Pictures({ images }: { images: string[] }) {
  return (
    <Group gap={6}>
      {images.map((key) => (
        <Image
          key={key}
          src={mediaUrl(key, 'card')}
          alt=""
          w={64}
          h={64}
          radius="sm"
          fit="cover"
          loading="lazy"
          style={{ border: '1px solid var(--mantine-color-gray-3)' }}
        />
      ))}
    </Group>
  );
}

/** One side of a change in words (lists joined, hours per day, prices in rupees). */
function Value({ field, value }: { field: string; value: RevisionValue }) {
  const { t } = useTranslation();
  const empty = (
    <Text size="sm" c="dimmed" fs="italic">
      {t('revision.empty')}
    </Text>
  );
  if (value === null || value === '' || (Array.isArray(value) && !value.length)) return empty;
  if (field === 'images' && Array.isArray(value)) return <Pictures images={value} />;
  if (Array.isArray(value)) {
    return (
      <Group gap={4}>
        {value.map((entry) => (
          <Badge key={entry} variant="outline" color="gray" tt="none">
            {entry}
          </Badge>
        ))}
      </Group>
    );
  }
  if (typeof value === 'object') {
    const text = value.isOpen24Hours
      ? t('revision.open24')
      : value.timings
          .map((day) =>
            day.isClosed
              ? `${day.day.slice(0, 3)} ${t('revision.closed')}`
              : `${day.day.slice(0, 3)} ${day.from}–${day.to}`,
          )
          .join(', ');
    return <Text size="sm">{text}</Text>;
  }
  const text =
    PRICE_FIELDS.has(field) && typeof value === 'number' ? formatPrice(value) : String(value);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/** The changed fields, each with its live and proposed value; side by side from tablets up. */
export function RevisionChanges({
  changes,
  labels,
}: {
  changes: RevisionChange[];
  labels: Labels;
}) {
  const { t } = useTranslation();
  if (!changes.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('revision.noChanges')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="revision-changes">
      {changes.map((change) => (
        <Paper key={change.field} withBorder radius="md" p="xs" data-field={change.field}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            {t(`revision.fields.${change.field}`)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
            <Box data-side="before">
              <Text size="xs" c="dimmed">
                {labels.before}
              </Text>
              <Value field={change.field} value={change.before} />
            </Box>
            <Box data-side="after">
              <Text size="xs" c="saffron.8" fw={600}>
                {labels.after}
              </Text>
              <Value field={change.field} value={change.after} />
            </Box>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
