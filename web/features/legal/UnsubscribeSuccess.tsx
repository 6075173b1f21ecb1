import { PageHeader } from '../../components/PageHeader';

// Placeholder until the legal pages land.
export default function UnsubscribeSuccess() {
  return <PageHeader title="You are unsubscribed" lead="This page is being prepared." />;
}
