import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'when-these-apply',
    title: 'When these terms apply',
    body: (
      <>
        <p>
          Every listing on Lexchange starts anonymous: buyers see the practice areas, the state and metro area, a revenue band, attorney and
          staff counts, the year established and, if the seller chooses, an asking price. They never see the firm&apos;s name or street.
        </p>
        <p>
          To see more, a buyer requests access to that listing and accepts these terms for it. The firm&apos;s identity, exact location,
          questionnaire answers and data room open only once the seller, or Lexchange staff acting for the seller, approves the request. A
          seller may also require a minimum verification level, such as Funds Verified, before a request can be made. We record each
          acceptance with the listing, the date and the time.
        </p>
      </>
    ),
  },
  {
    id: 'confidential-information',
    title: 'What is confidential',
    body: (
      <>
        <p>
          &quot;Confidential Information&quot; means everything you learn about the practice through Lexchange or through its seller,
          including:
        </p>
        <ul>
          <li>the fact that the practice is, or was, for sale;</li>
          <li>its name, owners, attorneys, staff, offices and location;</li>
          <li>its clients, matters, fee arrangements, referral sources and marketing;</li>
          <li>financial statements, tax returns, billing data, questionnaire answers and every file in its data room;</li>
          <li>messages with the seller; and</li>
          <li>any notes, models or summaries you or your advisers make from any of the above.</li>
        </ul>
        <p>
          It does not include information that is already public through no fault of yours, that you already lawfully had, or that you
          receive from someone else free to share it.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How you may use it',
    body: (
      <p>
        You will use Confidential Information only to decide whether to buy the practice and to negotiate and complete that purchase. You
        will not use it to compete with the practice, to market to its clients, or for any other transaction.
      </p>
    ),
  },
  {
    id: 'disclosure',
    title: 'Who you may share it with',
    body: (
      <>
        <p>
          You may share Confidential Information only with your partners, employees, lenders and professional advisers (attorneys,
          accountants, financial advisers) who need it to help you evaluate or finance the purchase, who are told it is confidential, and
          who are bound to keep it so on terms at least as strict as these. You are responsible for any of them who breaks these terms.
        </p>
        <p>
          If a law, court or regulator requires you to disclose it, you will tell the seller first, where the law allows, and disclose only
          what is required.
        </p>
      </>
    ),
  },
  {
    id: 'no-contact',
    title: 'No contact with the practice',
    body: (
      <p>
        Without the seller&apos;s written consent you will not contact the practice&apos;s clients, attorneys, staff, referral sources,
        landlord, vendors or lenders about the sale. For 24 months after you last had access, you will not solicit its clients or hire its
        attorneys or staff using what you learned, unless you buy the practice. General advertising not aimed at them is not solicitation.
      </p>
    ),
  },
  {
    id: 'client-confidences',
    title: 'Client confidences and conflicts',
    body: (
      <>
        <p>
          Sellers remain bound by their duty of confidentiality to clients. They will share client-identifying details only as far as the
          rules of professional conduct allow during a sale (see ABA Model Rule 1.17 and the rules of the state where the practice is),
          which usually means after a conflict check.
        </p>
        <p>
          If you are an attorney, you will run a conflict check when asked, treat any client information you receive as you would your own
          clients&apos; confidences, and not use it against any client of the practice. Sharing information with you does not waive any
          privilege.
        </p>
      </>
    ),
  },
  {
    id: 'data-room',
    title: 'The data room',
    body: (
      <p>
        Financial documents are never available at public addresses. Each opening or download is authorised for you at that moment and
        recorded, and the seller can see who viewed which document and when. You will not share your log-in, let anyone use your access, or
        copy the data room in bulk by automated means.
      </p>
    ),
  },
  {
    id: 'no-identification',
    title: 'No attempts to identify anonymous listings',
    body: (
      <p>
        You will not try to identify the firm behind a listing you have not been given access to, for example by combining its figures with
        public records, or by asking people in its market.
      </p>
    ),
  },
  {
    id: 'return-or-destroy',
    title: 'Returning or destroying information',
    body: (
      <p>
        When the seller asks, or when you stop pursuing the purchase, you will delete or destroy the Confidential Information you hold and
        confirm that you have done so. You may keep copies that the law or your professional rules require you to keep, or that sit in
        routine backups, and they remain confidential.
      </p>
    ),
  },
  {
    id: 'no-commitment',
    title: 'No commitment and no warranty',
    body: (
      <p>
        Neither you nor the seller is obliged to do a deal because of these terms. The seller makes no promise here that the information is
        accurate or complete; any such promise will be in the purchase agreement you sign. Lexchange does not check the accuracy of what
        sellers share unless it says so in a verification or valuation.
      </p>
    ),
  },
  {
    id: 'duration',
    title: 'How long these terms last',
    body: (
      <p>
        These terms last for 3 years from the last time you had access to the listing. Obligations about client information last for as long
        as that information remains confidential under the rules of professional conduct. They survive the closing of your Lexchange
        account.
      </p>
    ),
  },
  {
    id: 'enforcement',
    title: 'If these terms are broken',
    body: (
      <>
        <p>
          A breach can harm a seller in ways money cannot repair, so the seller may ask a court to stop it, in addition to any other remedy.
          The seller may enforce these terms directly against you, and so may Lexchange.
        </p>
        <p>
          Lexchange may also suspend your access to listings or close your account. These terms sit alongside the{' '}
          <Link to="/terms-and-conditions">Terms and Conditions</Link>; where the two differ about Confidential Information, these terms
          apply.
        </p>
      </>
    ),
  },
];

export default function ConfidentialityTerms() {
  return (
    <LegalDocument
      title="Confidentiality Terms"
      lead={
        <p>
          A practice can lose clients and staff if word gets out that it is for sale. These are the terms every buyer accepts before a
          seller&apos;s firm name, location and data room are revealed to them.
        </p>
      }
      sections={sections}
    />
  );
}
