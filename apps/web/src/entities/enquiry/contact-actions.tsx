import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconBrandWhatsapp, IconMessage, IconPhone } from '@tabler/icons-react';
import layout from '@/components/detail-layout.module.css';
import { useTranslation } from '@/i18n/use-translation.ts';
import { callLink, whatsAppEnquiryLink } from '@/lib/contact-links.ts';
import { countTap } from '@/lib/taps.ts';
import type { QueryTarget } from './api.ts';
import type { QueryVariant } from './query-form-modal.tsx';
import { useQueryForm } from './use-query-form.tsx';

type Props = {
  /** The listing or business: what the query is about, and its page for the WhatsApp message. */
  target: QueryTarget & { path: string };
  /** The business phone; without it only the query form is offered. */
  phoneNo?: string | null;
  /** 'enquiry' on services (Send Enquiry), 'query' elsewhere (Send Query). */
  variant?: QueryVariant;
  /** Services and businesses offer Call Now too. */
  withCall?: boolean;
  /**
   * Opens the query form where a list or a modal shares one; without it the block opens its own.
   */
  onEnquire?: (target: QueryTarget) => void;
  /** Shown beside WhatsApp (the product page's Share). */
  beside?: ReactNode;
  /**
   * A card's row of small buttons (Call, WhatsApp, then Send Enquiry in `wideClassName`), in the
   * card's own `className`, instead of a detail page's thumb-sized block.
   */
  compact?: { className: string; wideClassName: string };
};

/**
 * The ways to reach the seller, on detail pages and service cards alike: the query form,
 * Call Now, and a WhatsApp message that names the listing and links to it. Calls and WhatsApp
 * taps are counted for the seller's insights.
 */
export function ContactActions({
  target,
  phoneNo,
  variant = 'query',
  withCall = false,
  onEnquire,
  beside,
  compact,
}: Props) {
  if (onEnquire)
    return (
      <Actions {...{ target, phoneNo, variant, withCall, beside, compact }} onEnquire={onEnquire} />
    );
  return <WithOwnForm {...{ target, phoneNo, variant, withCall, beside, compact }} />;
}

function WithOwnForm(props: Omit<Props, 'onEnquire'>) {
  const queryForm = useQueryForm(props.variant);
  return (
    <>
      <Actions {...props} onEnquire={queryForm.open} />
      {queryForm.modal}
    </>
  );
}

function Actions({
  target,
  phoneNo,
  variant,
  withCall,
  onEnquire,
  beside,
  compact,
}: Props & { onEnquire: (target: QueryTarget) => void }) {
  const { t } = useTranslation();
  const size = compact ? 'xs' : undefined;
  const iconSize = compact ? 14 : 16;
  const send = (
    <Button
      className={compact?.wideClassName}
      size={compact ? 'xs' : 'md'}
      fullWidth={!compact}
      leftSection={<IconMessage size={compact ? 14 : 18} aria-hidden />}
      onClick={() => onEnquire({ kind: target.kind, id: target.id, name: target.name })}
    >
      {t(variant === 'enquiry' ? 'queryForm.sendEnquiry' : 'queryForm.sendQuery')}
    </Button>
  );
  const call =
    withCall && phoneNo ? (
      <Button
        component="a"
        href={callLink(phoneNo)}
        onClick={() => countTap(target.kind, target.id, 'call')}
        size={size}
        variant="light"
        fullWidth={!compact}
        leftSection={<IconPhone size={iconSize} aria-hidden />}
      >
        {t('queryForm.callNow')}
      </Button>
    ) : null;
  const whatsApp = phoneNo ? (
    <Button
      component="a"
      href={whatsAppEnquiryLink(phoneNo, { name: target.name, path: target.path })}
      onClick={() => countTap(target.kind, target.id, 'whatsapp')}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      color="green.8"
      variant="outline"
      fullWidth={!compact}
      leftSection={<IconBrandWhatsapp size={iconSize} aria-hidden />}
    >
      {t('queryForm.whatsApp')}
    </Button>
  ) : null;
  if (compact) {
    return (
      <div className={compact.className}>
        {call}
        {whatsApp}
        {send}
      </div>
    );
  }
  return (
    <Stack gap="xs" maw={{ sm: 440 }}>
      {send}
      {call || whatsApp || beside ? (
        <div className={layout.pair}>
          {call}
          {whatsApp}
          {beside}
        </div>
      ) : null}
    </Stack>
  );
}
