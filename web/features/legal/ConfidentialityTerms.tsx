import { PageHeader } from '../../components/PageHeader';

// Placeholder until the legal pages land.
export default function ConfidentialityTerms() {
  return <PageHeader title="Confidentiality terms" lead="This page is being prepared." />;
}
