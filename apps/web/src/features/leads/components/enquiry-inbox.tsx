import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Chip,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconArrowLeft, IconChecks, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  ENQUIRY_SOURCE_FILTERS,
  ENQUIRY_STATES,
  LEAD_STATUS_FILTERS,
  PAGE_SIZES,
  type Enquiry,
  type EnquirySourceFilter,
  type EnquiryState,
  type LeadStatusFilter,
} from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { senderName } from '@/entities/enquiry/erased-sender.ts';
import { EnquiryCard } from './enquiry-card.tsx';
import { confirmDelete } from '@/components/confirm.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { isApiError } from '@/lib/api-errors.ts';
import { useAuth } from '@/lib/auth-storage.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { indiaToday } from '@/lib/india-time.ts';
import { showToast } from '@/lib/toast.ts';
import {
  downloadEnquiries,
  useDeleteEnquiry,
  useEnquiries,
  useLiveLeads,
  useMarkAllEnquiriesRead,
  useMarkEnquiryContacted,
  useMarkEnquiryRead,
  type InboxFilters,
} from '../api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters and page in the address (?source=product&state=new&status=contacted&from=…&to=…
 * &page=2); ?lead=… (with its source) shows one lead, as a follow-up reminder's link does.
 */
function useInboxParams(businessId: string | null) {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(name: string, values: readonly T[], fallback: T) => {
    const raw = params.get(name);
    return values.includes(raw as T) ? (raw as T) : fallback;
  };
  const day = (name: string) => {
    const raw = params.get(name);
    return raw && DAY.test(raw) ? raw : null;
  };
  const filters: InboxFilters = {
    businessId,
    source: pick<EnquirySourceFilter>('source', ENQUIRY_SOURCE_FILTERS, 'all'),
    state: pick<EnquiryState>('state', ENQUIRY_STATES, 'all'),
    status: pick<LeadStatusFilter>('status', LEAD_STATUS_FILTERS, 'all'),
    lead: params.get('lead') || null,
    from: day('from'),
    to: day('to'),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  /**
   * A new filter starts again at page 1 and leaves the one lead for the whole list; defaults
   * stay out of the address.
   */
  const update = (next: Partial<Omit<InboxFilters, 'businessId'>> & { page?: number }) => {
    const merged = { ...filters, lead: null, ...next };
    const search = new URLSearchParams();
    if (merged.source !== 'all') search.set('source', merged.source);
    if (merged.state !== 'all') search.set('state', merged.state);
    if (merged.status !== 'all') search.set('status', merged.status);
    if (merged.lead) search.set('lead', merged.lead);
    if (merged.from) search.set('from', merged.from);
    if (merged.to) search.set('to', merged.to);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  return { filters, page, update };
}

/**
 * The seller's enquiry inbox: the enquiries sent to one business (`businessId`) or to
 * all of the seller's businesses (null), from the business page, its products and its services
 * together, with the buyers' requirements Haat offered them; filters by source, days and new/read in the address; mark read, delete after
 * confirmation, and Download CSV of what the filters show.
 */
export function EnquiryInbox({
  businessId,
  routeName,
}: {
  businessId: string | null;
  routeName?: string | null;
}) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const { filters, page, update } = useInboxParams(businessId);
  const inbox = useEnquiries(filters, page);
  const markRead = useMarkEnquiryRead();
  const markContacted = useMarkEnquiryContacted();
  const markAll = useMarkAllEnquiriesRead();
  const remove = useDeleteEnquiry();
  const acting = useSingleFlight();
  const downloading = useSingleFlight();
  useLiveLeads(token);

  const data = inbox.data;
  const counts = data?.counts;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZES.leads));
  const title = businessId
    ? (data?.business?.name ?? routeName ?? t('inbox.title'))
    : t('inbox.allTitle');

  const readOne = (enquiry: Enquiry) =>
    void acting.run(async () => {
      try {
        await markRead.mutateAsync({ source: enquiry.source, id: enquiry._id });
      } catch {
        // the API client has shown the server's message
      }
    });

  // Tapping Call or WhatsApp: the link opens at once; the lead becomes Contacted beside it.
  const contact = (enquiry: Enquiry) => {
    if (enquiry.status === 'new' || !enquiry.isRead) {
      markContacted.mutate({ source: enquiry.source, id: enquiry._id });
    }
  };

  const readAll = () =>
    void acting.run(async () => {
      try {
        await markAll.mutateAsync(businessId);
        showToast('success', t('leadMsg.allMarkedRead'));
      } catch {
        // shown by the API client
      }
    });

  const askDelete = (enquiry: Enquiry) =>
    confirmDelete({
      title: t('leads.deleteTitle'),
      text: t('leads.deleteText', { name: senderName(enquiry, t) }),
      onConfirm: () =>
        void acting.run(async () => {
          try {
            await remove.mutateAsync({ source: enquiry.source, id: enquiry._id });
          } catch {
            return;
          }
          showToast('success', t('leadMsg.leadDeleted'));
          if (data && data.enquiries.length === 1 && page > 1) update({ page: page - 1 });
        }),
    });

  const download = () =>
    void downloading.run(async () => {
      try {
        await downloadEnquiries(filters);
      } catch {
        showToast('error', t('msg.csvDownloadFailed'));
      }
    });

  const notFound = inbox.isError && isApiError(inbox.error) && inbox.error.code === 404;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

  return (
    <PageShell title={title} subtitle={businessId ? t('inbox.subtitle') : t('inbox.allSubtitle')}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/userAdmin/businesses" size="sm">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {t('leads.back')}
          </Anchor>
          {businessId ? (
            <Anchor component={Link} to="/userAdmin/enquiries" size="sm">
              {t('inbox.allLink')}
            </Anchor>
          ) : null}
        </Group>

        {notFound ? (
          <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('leads.back')} />
        ) : (
          <>
            <Chip.Group
              multiple={false}
              value={filters.source}
              onChange={(value) => update({ source: value as EnquirySourceFilter })}
            >
              <Group gap="xs" role="group" aria-label={t('inbox.sourceLabel')}>
                {ENQUIRY_SOURCE_FILTERS.map((source) => (
                  <Chip key={source} value={source} size="sm">
                    {t(`inbox.sourceFilters.${source}`)}
                    {count(counts?.[source])}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {/* A label of its own: the status row's All would read like the source row's. */}
            <Text size="sm" fw={500} mb={-8} aria-hidden>
              {t('inbox.statusLabel')}
            </Text>
            <Chip.Group
              multiple={false}
              value={filters.status}
              onChange={(value) => update({ status: value as LeadStatusFilter })}
            >
              <Group gap="xs" role="group" aria-label={t('inbox.statusLabel')}>
                {LEAD_STATUS_FILTERS.map((status) => (
                  <Chip key={status} value={status} size="sm" color="peacock">
                    {t(`inbox.statusFilters.${status}`)}
                    {count(counts?.statuses[status])}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <SegmentedControl
                aria-label={t('inbox.stateLabel')}
                value={filters.state}
                onChange={(value) => update({ state: value as EnquiryState })}
                data={ENQUIRY_STATES.map((state) => ({
                  value: state,
                  label: t(`inbox.states.${state}`) + (state === 'new' ? count(counts?.new) : ''),
                }))}
              />
              <DatePickerInput
                type="range"
                allowSingleDateInRange
                clearable
                label={t('inbox.dates')}
                placeholder={t('inbox.anyDate')}
                valueFormat="DD MMM YYYY"
                maxDate={indiaToday()}
                value={[filters.from, filters.to]}
                onChange={([from, to]) => {
                  // A range is applied once both ends are chosen, or when cleared.
                  if ((from && to) || (!from && !to))
                    update({ from: from ?? null, to: to ?? null });
                }}
                miw={220}
              />
            </Group>
            <Group justify="space-between" gap="sm">
              <Badge variant="light" color="gray" size="lg" radius="sm" data-testid="inbox-total">
                {t('leads.total', { count: total })}
              </Badge>
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconChecks size={16} />}
                  onClick={readAll}
                  disabled={!counts || counts.new === 0 || acting.busy}
                >
                  {t('inbox.markAllRead')}
                </Button>
                <Button
                  leftSection={<IconDownload size={16} />}
                  onClick={download}
                  loading={downloading.busy}
                  disabled={!data || total === 0}
                >
                  {t('leads.download')}
                </Button>
              </Group>
            </Group>

            {filters.lead ? (
              <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="one-lead">
                {t('inbox.oneLead')}{' '}
                <Anchor component="button" type="button" size="sm" onClick={() => update({})}>
                  {t('inbox.showAll')}
                </Anchor>
              </Alert>
            ) : null}
            {inbox.isError ? (
              <Alert color="red" icon={<IconInfoCircle size={18} />}>
                {t('errors.unexpected')}
              </Alert>
            ) : !data ? (
              <Stack gap="sm">
                {[0, 1, 2].map((n) => (
                  <Skeleton key={n} h={96} radius="lg" />
                ))}
              </Stack>
            ) : data.enquiries.length === 0 ? (
              <EmptyState title={t('leads.empty')} text={t('leads.emptyText')} />
            ) : (
              <Box
                component="ol"
                p={0}
                m={0}
                style={{ listStyle: 'none', display: 'grid', gap: 12 }}
                aria-label={t('inbox.listLabel')}
              >
                {data.enquiries.map((enquiry) => (
                  <EnquiryCard
                    key={`${enquiry.source}:${enquiry._id}`}
                    enquiry={enquiry}
                    showBusiness={!businessId}
                    busy={acting.busy}
                    onRead={readOne}
                    onDelete={askDelete}
                    onContact={contact}
                  />
                ))}
              </Box>
            )}
            <PageButtons
              page={page}
              total={pages}
              onChange={(next) => update({ page: next })}
              disabled={inbox.isFetching}
            />
          </>
        )}
      </Stack>
    </PageShell>
  );
}
