import { useEffect } from 'react';
import { PRODUCT_NAME } from '@haat/shared';

/**
 * '{name} | Haat' while a detail page shows, like the server's share preview of the same page;
 * the product name alone (the default title) once it is left.
 */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${PRODUCT_NAME}`;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
