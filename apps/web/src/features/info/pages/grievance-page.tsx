import { Card } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { showToast } from '@/lib/toast.ts';
import { GrievanceForm } from '../components/grievance-form.tsx';

/**
 * /grievance: anyone files a grievance about their data, then lands on its own link, which shows
 * the date it will be answered by and, later, the answer.
 */
export default function GrievancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('grievance.title'));
  return (
    <PageShell title={t('grievance.title')} subtitle={t('grievance.intro')}>
      <Card withBorder radius="lg" padding="lg" maw={640}>
        <GrievanceForm
          onFiled={(filed) => {
            showToast('success', t('grievanceMsg.filed'));
            void navigate(`/grievance/${filed._id}`);
          }}
        />
      </Card>
    </PageShell>
  );
}
