import { useTranslation } from '@/i18n/use-translation.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';

/** /terms&conditions: a page with no content yet; nothing is made up in its place. */
export default function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.terms'));
  return <PageShell title={t('pages.terms')} subtitle={t('infoPages.noContent')} />;
}
