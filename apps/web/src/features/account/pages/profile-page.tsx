import { LanguageSwitch } from '@/components/language-switch';
import { Spinner } from '@/components/ui/spinner';
import { useRole } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { ChangePasswordSection } from '../components/change-password-section';
import { DeleteAccount } from '../components/delete-account';
import { EmailPreferences } from '../components/email-preferences';
import { ProfileForm } from '../components/profile-form';
import { ProfileSection } from '../components/profile-section';
import { TutorProfileForm } from '../components/tutor-profile-form';

/**
 * /dashboard/profile: name and photo, a tutor's public profile (bio and subjects), the language
 * (kept for the account, as the navbar's switcher does), password, email preferences, and
 * deleting the account.
 */
export default function ProfilePage() {
  const { role, user } = useRole();
  if (!role || !user) return <Spinner />;
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t('account.title')}</h1>
      <ProfileForm user={user} />
      {role === 'tutor' ? <TutorProfileForm tutorId={user.id} /> : null}
      <ProfileSection title={t('language.title')}>
        <LanguageSwitch hint={t('language.hint')} />
      </ProfileSection>
      <ChangePasswordSection />
      <EmailPreferences role={role} />
      <DeleteAccount />
    </section>
  );
}
