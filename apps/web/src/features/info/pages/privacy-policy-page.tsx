import { useTranslation } from '@/i18n/use-translation.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';

/** /privacyPolicy: a page with no content yet (spec §2); nothing is made up in its place. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.privacyPolicy'));
  return <PageShell title={t('pages.privacyPolicy')} subtitle={t('infoPages.noContent')} />;
}
