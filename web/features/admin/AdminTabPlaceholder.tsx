import { PlannedScreen } from '../../components/PlannedScreen';

/** What each staff tab will let staff do once its module lands (PRODUCT.md). */
const PLANS: Record<string, { lead: string; plans: string[] }> = {
  Verifications: {
    lead: 'Review the documents members send to get verified and set their verification level.',
    plans: [
      'A queue of verification requests with their documents, newest first',
      'Assign or remove a level: Identity Verified, Owner Verified, Valuation Verified, Funds Verified',
      'The member is notified when a level is added or removed',
    ],
  },
  Listings: {
    lead: 'Review every listing on the marketplace, in any status.',
    plans: ['Search and filter listings by status, seller and practice area', 'Send feedback that returns a listing to draft with the changes requested', 'Enable or disable a listing'],
  },
  Chats: {
    lead: 'Read and answer support chats and follow the conversations between buyers and sellers.',
    plans: ['Support chats from Get expert help, with their unread count', 'Every match chat, read as the broker; each read is logged', 'Answer connection requests on a seller’s behalf'],
  },
};

export default function AdminTabPlaceholder({ title }: { title: string }) {
  const plan = PLANS[title] ?? { lead: `The ${title.toLowerCase()} tools for staff.`, plans: [] };
  return <PlannedScreen eyebrow="Staff" title={title} lead={plan.lead} plans={plan.plans} />;
}
