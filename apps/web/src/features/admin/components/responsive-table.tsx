import type { ReactNode } from 'react';
import { Box, Card, Group, Stack, Table, Text } from '@mantine/core';

export type Column<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Hidden from the phone card (an action column shows in the card's footer instead). */
  cardHidden?: boolean;
  width?: number | string;
};

type Props<T> = {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** Buttons of a row: the last column on wide screens, the card's footer on phones. */
  actions?: (row: T) => ReactNode;
  actionsLabel?: string;
  caption?: string;
};

/**
 * A table on wide screens and a stack of cards on phones (each card lists the columns as
 * label/value pairs), so console lists stay readable at 412 px.
 */
export function ResponsiveTable<T>({
  rows,
  columns,
  rowKey,
  actions,
  actionsLabel,
  caption,
}: Props<T>) {
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm" bg="white" withTableBorder>
            {caption ? <Table.Caption>{caption}</Table.Caption> : null}
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} w={column.width}>
                    {column.label}
                  </Table.Th>
                ))}
                {actions ? <Table.Th ta="right">{actionsLabel}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                  ))}
                  {actions ? (
                    <Table.Td>
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        {actions(row)}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom="sm" gap="sm">
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="md" padding="sm">
            <Stack gap={6}>
              {columns
                .filter((column) => !column.cardHidden)
                .map((column) => (
                  <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed" w={96} style={{ flexShrink: 0 }} pt={2}>
                      {column.label}
                    </Text>
                    <Box style={{ minWidth: 0, flex: 1 }}>{column.render(row)}</Box>
                  </Group>
                ))}
              {actions ? (
                <Group gap={6} justify="flex-end" mt={4}>
                  {actions(row)}
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
