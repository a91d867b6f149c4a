import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from '@haat/shared';
import type { TFunction } from '@/i18n/index.ts';
import classes from './shop-poster.module.css';

type Props = {
  name: string;
  city: string;
  /** The shop page's address, as the QR code holds it. */
  url: string;
  /** The poster's strings, in the language the seller chose for it. */
  t: TFunction;
  lang: string;
};

/**
 * The QR code of an address, drawn as SVG (sharp at any print size, no canvas): medium error
 * correction survives a crease or a smudge on a shop's wall.
 */
export function useQrSvg(url: string): string | null {
  const [svg, setSvg] = useState<{ url: string; svg: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then(
      (drawn) => {
        if (live) setSvg({ url, svg: drawn });
      },
    );
    return () => {
      live = false;
    };
  }, [url]);
  return svg?.url === url ? svg.svg : null;
}

/** The printable poster: the shop's name, its QR code and the line asking to scan it. */
export function ShopPoster({ name, city, url, t, lang }: Props) {
  const svg = useQrSvg(url);
  return (
    <article className={classes.poster} lang={lang} data-testid="shop-poster">
      <div className={classes.brand}>{PRODUCT_NAME}</div>
      <div>
        <h2 className={classes.name}>{name}</h2>
        <p className={classes.place}>{city}</p>
      </div>
      <div
        className={classes.qr}
        role="img"
        aria-label={t('poster.qrLabel', { url })}
        data-testid="shop-poster-qr"
        // The SVG is drawn here from the shop's own address by the QR library: no outside text.
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
      />
      <p className={classes.scan}>{t('poster.scan')}</p>
      <p className={classes.url}>{url}</p>
    </article>
  );
}
