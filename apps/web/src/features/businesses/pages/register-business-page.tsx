import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LIMITS } from '@haat/shared';
import { PageShell } from '@/components/page-shell.tsx';
import { useBusinessTotal, usePreFilledPhone } from '../api.ts';
import { BusinessForm } from '../components/business-form.tsx';

export default function RegisterBusinessPage() {
  const { t } = useTranslation();
  const phone = usePreFilledPhone();
  const total = useBusinessTotal();
  const loading = phone.isPending || total.isPending;
  const atLimit = (total.data ?? 0) >= LIMITS.businessesPerUser;

  return (
    <PageShell title={t('pages.registerBusiness')} subtitle={t('businessForm.registerSubtitle')}>
      {loading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : atLimit ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title={t('msg.businessLimit')}>
          <Button component={Link} to="/userAdmin/businesses" variant="light" mt="sm" size="xs">
            {t('businesses.backToList')}
          </Button>
        </Alert>
      ) : (
        <BusinessForm prefillPhone={phone.data ?? ''} />
      )}
    </PageShell>
  );
}
