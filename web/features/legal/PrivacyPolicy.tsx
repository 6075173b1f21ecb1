import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { LEGAL_CONTACT } from './legalMeta';

const sections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this policy covers',
    body: (
      <p>
        Lexchange runs an online marketplace where owners of law practices meet attorneys, firms and investors who want to buy one. This
        policy explains what personal information we collect through the Lexchange website and app, why, who sees it, how long we keep it,
        and the choices you have. It applies to visitors, members and the people members invite into a transaction, such as their advisers.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to run the marketplace:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your name, e-mail address, mobile phone number, profile photo if you add one, whether you are
            buying, selling or valuing a practice, and your password (stored only as a one-way hash we cannot read back).
          </li>
          <li>
            <strong>Verification documents</strong> you choose to submit, such as a government ID, proof of bar membership, proof of firm
            ownership, or proof of funds or a financing letter.
          </li>
          <li>
            <strong>Practice information</strong> sellers enter: questionnaire answers, revenue and earnings figures, case counts, and the
            financial documents placed in a listing&apos;s data room.
          </li>
          <li>
            <strong>Preferences</strong>: your Buyer or Seller Customization (practice areas, states, price and revenue ranges, timeline,
            financing and what you want in a buyer).
          </li>
          <li>
            <strong>Communications</strong>: messages and attachments you send through Lexchange, support requests, and calls you book with
            our experts.
          </li>
          <li>
            <strong>Technical information</strong>: your IP address, browser type, time zone, the pages you open and when, and security
            records such as log-ins and downloads from data rooms.
          </li>
        </ul>
        <p>
          We use cookies only to keep you logged in and to protect forms against cross-site request forgery. We do not use advertising
          cookies.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To create and secure your account, including e-mail and phone verification and two-factor authentication.</li>
        <li>To show listings, run the confidential access process and data rooms, and keep the record of who viewed which document.</li>
        <li>To match buyers and sellers, and to tell buyers when a new listing fits their Buyer Customization.</li>
        <li>To prepare valuations and review verification requests.</li>
        <li>To answer your questions, arrange expert calls, and act as broker in a transaction when you ask us to.</li>
        <li>To detect and prevent fraud, abuse and security incidents, and to meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'email-and-sms',
    title: 'E-mail and text messages',
    body: (
      <>
        <p>
          We send account e-mails you cannot turn off while you have an account: verification links, password resets and security notices.
          Other e-mails, such as new messages, access requests and deal updates, follow your choices in{' '}
          <Link to="/settings/notification">notification settings</Link>, and each carries a one-click unsubscribe link.
        </p>
        <p>
          We text your mobile phone only to send verification codes. We do not send marketing texts. Your carrier&apos;s message and data
          rates may apply.
        </p>
      </>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics and error reporting',
    body: (
      <>
        <p>
          Product analytics and error reporting are switched on only when our operators configure them. When they are off, nothing about
          your use of Lexchange leaves our own servers.
        </p>
        <p>When they are on:</p>
        <ul>
          <li>
            Product analytics records the pages you view and a small set of named actions, linked to your account id, e-mail address and
            name. Automatic capture of every click is turned off.
          </li>
          <li>
            Error reporting records technical details when something breaks, linked to your account id, e-mail address and full name. It may
            record a replay of the session in which an error happened, and of a sample of one in ten other sessions, so that we can see what
            went wrong.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who sees your information',
    body: (
      <ul>
        <li>
          <strong>Other members</strong> see a listing&apos;s anonymised summary. A firm&apos;s name, exact location, questionnaire answers
          and financial documents are shown to a buyer only after the buyer accepts the{' '}
          <Link to="/confidentiality-terms">Confidentiality Terms</Link> and the seller, or our staff for the seller, approves the request.
          Directories show members by an anonymous id, their verification level and a summary of their customization.
        </li>
        <li>
          <strong>Lexchange staff</strong> see what they need to verify members, value practices, review listings and broker transactions.
          Staff may read chats to help a transaction along or keep the marketplace safe; each such reading is recorded.
        </li>
        <li>
          <strong>Service providers</strong> who host our servers and files and deliver our e-mail and text messages, and, when switched on,
          our analytics and error-reporting providers. They may use your information only to provide their service to us.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it, and a buyer of our business, who would be bound by this policy.
        </li>
      </ul>
    ),
  },
  {
    id: 'no-sale',
    title: 'We do not sell your data',
    body: (
      <p>
        We do not sell your personal information, and we do not share it with anyone for advertising that follows you across other websites.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account details and preferences: while your account is open.</li>
        <li>A deleted listing: 30 days, so that a mistake can be undone, and then it is erased with its documents.</li>
        <li>Verification documents: while the verification level they support stands, and 12 months after it ends or is refused.</li>
        <li>Messages, deal history and data-room access records: for the life of the transaction and 3 years after it ends.</li>
        <li>Records of closed sales and fees: 7 years, as tax and accounting law requires.</li>
        <li>
          After you close your account we erase or anonymise the rest within 90 days. Backups roll over within 35 days; what they hold stays
          protected until then.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Connections to Lexchange are encrypted. Passwords and recovery codes are stored only as hashes. Financial documents are never
        published at public addresses: every download is authorised for the person asking and recorded. You can add two-factor
        authentication to your account in <Link to="/settings/account">Settings</Link>. No system is perfectly secure; if a breach affects
        your information, we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can correct your details and preferences at any time in Settings, and unsubscribe from notification e-mails from any of them.
          Depending on where you live, you may also have the right to ask for a copy of your information, to have it corrected or deleted,
          and to object to some uses. We will not treat you differently for using these rights.
        </p>
        <p>
          To make a request, write to <a href={`mailto:${LEGAL_CONTACT.privacy}`}>{LEGAL_CONTACT.privacy}</a> from the address on your
          account. We answer within 30 days, and may need to confirm your identity first.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Lexchange is for adults acting in a professional capacity. We do not knowingly collect information from anyone under 18.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change materially affects how we use information you
        have already given us, we will tell you in the app or by e-mail before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about privacy go to <a href={`mailto:${LEGAL_CONTACT.privacy}`}>{LEGAL_CONTACT.privacy}</a>. Members can also reach our
        team through Get expert help in the app.
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead={
        <p>
          Sellers trust us with the fact that their firm is for sale; buyers trust us with their finances. This policy says plainly what we
          collect, what we do with it, and what we never do.
        </p>
      }
      sections={sections}
    />
  );
}
