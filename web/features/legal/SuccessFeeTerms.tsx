import { PageHeader } from '../../components/PageHeader';

// Placeholder until the legal pages land.
export default function SuccessFeeTerms() {
  return <PageHeader title="Success fee terms" lead="This page is being prepared." />;
}
