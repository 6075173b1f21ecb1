import { PageHeader } from '../../components/PageHeader';

// Placeholder until the legal pages land.
export default function TermsAndConditions() {
  return <PageHeader title="Terms and conditions" lead="This page is being prepared." />;
}
