import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconDownload, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { senderName } from '@/entities/enquiry/erased-sender.ts';
import { LeadContact } from './lead-contact.tsx';
import { encodeRouteId, formatDateTime, PAGE_SIZES, type Lead, type LeadKind } from '@haat/shared';
import { confirmDelete } from '@/components/confirm.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { isApiError } from '@/lib/api-errors.ts';
import { useAuth } from '@/lib/auth-storage.ts';
import { decodeRouteId } from '@/lib/route-ids.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { downloadLeads, useDeleteLead, useLeads, useLiveLeads } from '../api.ts';

/** The route parameter of each lead page and the name its route identifier carries. */
const ROUTE: Record<LeadKind, { param: string; nameKey: string }> = {
  product: { param: 'productId', nameKey: 'productName' },
  service: { param: 'serviceId', nameKey: 'serviceName' },
  business: { param: 'businessId', nameKey: 'businessName' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id and name in a lead page's path: a route identifier or a bare id. */
export function leadRouteTarget(param: string | undefined, nameKey: string) {
  if (!param) return { id: null, name: null };
  if (UUID.test(param)) return { id: param.toLowerCase(), name: null };
  const decoded = decodeRouteId(param);
  return { id: decoded?._id ?? null, name: decoded?.[nameKey] ?? null };
}

function usePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { replace: true });
  return [page, setPage] as const;
}

type RowProps = { lead: Lead; serial: number; onDelete: (lead: Lead) => void; busy: boolean };

function DeleteButton({ lead, onDelete, busy }: Omit<RowProps, 'serial'>) {
  const { t } = useTranslation();
  const label = t('leads.delete', { name: senderName(lead, t) });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        onClick={() => onDelete(lead)}
        disabled={busy}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

const queryText = (text: string | null) => (
  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {text || '—'}
  </Text>
);

function LeadCard({ lead, serial, onDelete, busy }: RowProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Box miw={0}>
            <Text size="xs" c="dimmed">
              {t('leads.serial', { n: serial })} · {formatDateTime(lead.createdAt)}
            </Text>
            <Text fw={700} truncate c={lead.erased ? 'dimmed' : undefined}>
              {senderName(lead, t)}
            </Text>
            {lead.businessName ? (
              <Text size="sm" c="dimmed" truncate>
                {lead.businessName}
              </Text>
            ) : null}
          </Box>
          <DeleteButton lead={lead} onDelete={onDelete} busy={busy} />
        </Group>
        <LeadContact sender={lead} />
        {lead.query ? queryText(lead.query) : null}
      </Stack>
    </Card>
  );
}

function LeadsTable({
  leads,
  first,
  onDelete,
  busy,
}: {
  leads: Lead[];
  first: number;
  onDelete: (lead: Lead) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p={0}>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('leads.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>{t('leads.columns.serial')}</Table.Th>
              <Table.Th>{t('leads.columns.contactPerson')}</Table.Th>
              <Table.Th>{t('leads.columns.contactNo')}</Table.Th>
              <Table.Th>{t('leads.columns.businessName')}</Table.Th>
              <Table.Th w="30%">{t('leads.columns.query')}</Table.Th>
              <Table.Th>{t('leads.columns.date')}</Table.Th>
              <Table.Th w={64}>
                <VisuallyHidden>{t('leads.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leads.map((lead, index) => (
              <Table.Tr key={lead._id}>
                <Table.Td>{first + index}</Table.Td>
                <Table.Td fw={600}>{senderName(lead, t)}</Table.Td>
                <Table.Td>
                  <LeadContact sender={lead} />
                </Table.Td>
                <Table.Td>{lead.businessName || '—'}</Table.Td>
                <Table.Td>{queryText(lead.query)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(lead.createdAt)}
                </Table.Td>
                <Table.Td>
                  <DeleteButton lead={lead} onDelete={onDelete} busy={busy} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/**
 * The leads of one business, product or service: 12 a page, newest first, a
 * table on wide screens and cards on phones, delete after confirmation, Download CSV.
 */
export function LeadsScreen({ kind }: { kind: LeadKind }) {
  const { t } = useTranslation();
  const params = useParams();
  const { token } = useAuth();
  const route = ROUTE[kind];
  const { id, name: routeName } = leadRouteTarget(params[route.param], route.nameKey);
  const [page, setPage] = usePage();
  const leads = useLeads(kind, id, page);
  const remove = useDeleteLead(kind);
  const deleting = useSingleFlight();
  const downloading = useSingleFlight();
  useLiveLeads(token);

  const data = leads.data;
  const name = data?.listing.name ?? routeName ?? t(`leads.subtitle.${kind}`);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZES.leads));
  const first = (page - 1) * PAGE_SIZES.leads + 1;

  const askDelete = (lead: Lead) =>
    confirmDelete({
      title: t('leads.deleteTitle'),
      text: t('leads.deleteText', { name: senderName(lead, t) }),
      onConfirm: () =>
        void deleting.run(async () => {
          try {
            await remove.mutateAsync(lead._id);
          } catch {
            return; // the API client has shown the server's message
          }
          showToast('success', t('leadMsg.leadDeleted'));
          // The last lead of a later page: go back one page rather than show an empty one.
          if (data && data.leads.length === 1 && page > 1) setPage(page - 1);
        }),
    });

  const download = () =>
    downloading.run(async () => {
      if (!id) return;
      try {
        await downloadLeads(kind, id);
      } catch {
        showToast('error', t('msg.csvDownloadFailed'));
      }
    });

  const notFound = !id || (leads.isError && isApiError(leads.error) && leads.error.code === 404);
  // A product's or service's leads go back to that business's products or services.
  const listingBusiness = kind === 'business' ? null : data?.listing.businessId;
  const back = listingBusiness
    ? {
        to: `/userAdmin/businesses/${encodeRouteId({ _id: listingBusiness })}/${kind}s`,
        label: t(kind === 'product' ? 'leads.backToProducts' : 'leads.backToServices'),
      }
    : { to: '/userAdmin/businesses', label: t('leads.back') };

  return (
    <PageShell title={name} subtitle={t(`leads.subtitle.${kind}`)}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={back.to} size="sm">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {back.label}
          </Anchor>
          {notFound ? null : (
            <Group gap="sm">
              {data ? (
                <Badge variant="light" color="gray" size="lg" radius="sm">
                  {t('leads.total', { count: total })}
                </Badge>
              ) : null}
              <Button
                leftSection={<IconDownload size={16} />}
                onClick={() => void download()}
                loading={downloading.busy}
                disabled={!data || total === 0}
              >
                {t('leads.download')}
              </Button>
            </Group>
          )}
        </Group>

        {notFound ? (
          <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('leads.back')} />
        ) : leads.isError ? (
          <Alert color="red" icon={<IconInfoCircle size={18} />}>
            {t('errors.unexpected')}
          </Alert>
        ) : !data ? (
          <Stack gap="sm">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} h={72} radius="lg" />
            ))}
          </Stack>
        ) : (
          <>
            {data.listing.isDeleted ? (
              <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
                {t('leads.listingDeleted')}
              </Alert>
            ) : null}
            {data.leads.length === 0 ? (
              <EmptyState title={t('leads.empty')} text={t('leads.emptyText')} />
            ) : (
              <>
                <Box visibleFrom="sm">
                  <LeadsTable
                    leads={data.leads}
                    first={first}
                    onDelete={askDelete}
                    busy={deleting.busy}
                  />
                </Box>
                <Stack
                  hiddenFrom="sm"
                  gap="sm"
                  component="ol"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label={t('leads.tableLabel')}
                >
                  {data.leads.map((lead, index) => (
                    <LeadCard
                      key={lead._id}
                      lead={lead}
                      serial={first + index}
                      onDelete={askDelete}
                      busy={deleting.busy}
                    />
                  ))}
                </Stack>
              </>
            )}
            <PageButtons page={page} total={pages} onChange={setPage} disabled={leads.isFetching} />
          </>
        )}
      </Stack>
    </PageShell>
  );
}
