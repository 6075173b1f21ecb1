import { PageHeader } from '../../components/PageHeader';

// Placeholder until the legal pages land.
export default function PrivacyPolicy() {
  return <PageHeader title="Privacy policy" lead="This page is being prepared." />;
}
