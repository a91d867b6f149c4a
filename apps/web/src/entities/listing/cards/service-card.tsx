import { memo } from 'react';
import { Badge } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ServiceCard as ServiceCardData } from '@haat/shared';
import type { QueryTarget } from '@/entities/enquiry/api.ts';
import { servicePath } from '@/lib/route-ids.ts';
import { serviceModalLink } from '@/lib/service-modal.ts';
import { ResponseTimeLine } from '@/entities/business/response-time/response-time-line.tsx';
import { CardNearby } from './card-nearby.tsx';
import { CardImage, CardRating, PriceLine } from './card-parts.tsx';
import classes from './cards.module.css';
import { ContactActions } from '@/entities/enquiry/contact-actions.tsx';
import { useQueryForm } from '@/entities/enquiry/use-query-form.tsx';

const SHOWN_TAGS = 3;

type Props = {
  service: ServiceCardData;
  /**
   * Opens the query form for this service. A list of many cards passes one shared handler (one
   * modal for the list); without it the card keeps its own.
   */
  onEnquire?: (target: QueryTarget) => void;
  eagerImage?: boolean;
};

function ServiceCardView({
  service,
  onEnquire,
  eagerImage,
}: Props & { onEnquire: (target: QueryTarget) => void }) {
  const { t } = useTranslation();
  const here = useLocation();
  const path = servicePath(service);
  return (
    <article className={classes.card}>
      {/* The service opens as a modal over this page. */}
      <Link {...serviceModalLink(service, here)} className={classes.cardLink}>
        <CardImage imageKey={service.images[0]} alt={service.name} wide eager={eagerImage} />
        <div className={classes.body}>
          <h3 className={classes.name}>{service.name}</h3>
          <CardRating rating={service.rating} />
          <ResponseTimeLine responseTime={service.responseTime} compact />
          <CardNearby listing={service} />
          {service.address ? (
            <span className={classes.address}>
              <IconMapPin size={14} aria-label={t('cards.address')} />
              <span>{service.address}</span>
            </span>
          ) : null}
          {service.tags.length ? (
            <span className={classes.tags}>
              {service.tags.slice(0, SHOWN_TAGS).map((tag) => (
                <Badge key={tag} size="xs" variant="light" color="peacock" radius="sm" tt="none">
                  {tag}
                </Badge>
              ))}
            </span>
          ) : null}
          <PriceLine pricePerUnit={service.pricePerUnit} sellingPrice={service.sellingPrice} />
        </div>
      </Link>
      <ContactActions
        target={{ kind: 'service', id: service._id, name: service.name, path }}
        phoneNo={service.phoneNo}
        variant="enquiry"
        withCall
        onEnquire={onEnquire}
        compact={{ className: classes.actions!, wideClassName: classes.actionWide! }}
      />
    </article>
  );
}

function ServiceCardWithOwnModal(props: Props) {
  const enquiry = useQueryForm('enquiry');
  return (
    <>
      <ServiceCardView {...props} onEnquire={enquiry.open} />
      {enquiry.modal}
    </>
  );
}

/**
 * Service card: first image, name, address, tags, prices, and the three ways to reach
 * the seller: Call Now (tel:+91…), Whatsapp (wa.me/91…) and Send Enquiry (the query form).
 */
export const ServiceCard = memo(function ServiceCard(props: Props) {
  return props.onEnquire ? (
    <ServiceCardView {...props} onEnquire={props.onEnquire} />
  ) : (
    <ServiceCardWithOwnModal {...props} />
  );
});
