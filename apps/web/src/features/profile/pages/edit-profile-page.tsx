import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApprovalBanner } from '@/entities/revision/approval-banner.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { useProfile } from '../api.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { YourDataSection } from '@/entities/account/your-data-section.tsx';

/** /userAdmin/editProfile: the profile form. */
export default function EditProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const user = profile.data;

  return (
    <PageShell title={t('pages.editProfile')} subtitle={t('profile.subtitle')}>
      {user ? (
        <Stack gap="lg">
          <ApprovalBanner
            kind="Profile"
            isApproved={user.isApproved}
            rejectionMessage={user.rejectionMessage}
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ProfileForm key={user._id} user={user} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <AccountLinks />
                <YourDataSection phoneNo={user.phoneNo} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      ) : profile.isError ? (
        <Alert color="red" variant="light" title={t('errors.pageTitle')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void profile.refetch()}>
            {t('errors.reload')}
          </Button>
        </Alert>
      ) : (
        <Center mih={240} role="status" aria-label={t('app.loading')}>
          <Loader color="saffron" type="dots" />
        </Center>
      )}
    </PageShell>
  );
}
