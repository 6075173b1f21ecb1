import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { LEGAL_CONTACT } from './legalMeta';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'These terms',
    body: (
      <>
        <p>
          These terms govern your use of the Lexchange website and app (&quot;Lexchange&quot;, &quot;we&quot;, &quot;us&quot;). By creating
          an account or using Lexchange you agree to them, and to the documents they refer to:
        </p>
        <ul>
          <li>
            the <Link to="/privacy-policy">Privacy Policy</Link>, on how we handle personal information;
          </li>
          <li>
            the <Link to="/confidentiality-terms">Confidentiality Terms</Link>, which every buyer accepts before a listing&apos;s identity
            and data room are revealed;
          </li>
          <li>
            the <Link to="/success-fee-terms">Success Fee Terms</Link>, on the fee due when a sale closes; and
          </li>
          <li>the marketplace terms you accept when your account is set up.</li>
        </ul>
        <p>If you use Lexchange for a firm or company, you accept these terms for it and confirm you may do so.</p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'What Lexchange does, and does not do',
    body: (
      <>
        <p>
          Lexchange is a marketplace that introduces owners of law practices to attorneys, firms and investors who want to buy one. It
          offers anonymised listings, confidential data rooms, valuations, verification, messaging, deal tracking and access to experts.
        </p>
        <p>
          Lexchange is not a law firm and does not give legal, tax, accounting or investment advice. We are not a party to any sale, we do
          not hold funds in escrow, and we are not a securities broker-dealer. Each member decides for themselves and should have their own
          counsel and advisers.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 18 and able to make binding contracts.</li>
        <li>
          Your details must be true and kept up to date. We verify your e-mail address and phone number before you can use the marketplace.
        </li>
        <li>
          Keep your password and any two-factor device safe, and do not let anyone else use your account. Tell us at once if you think
          someone has.
        </li>
        <li>
          Our staff may act on your account to help you, for example when you ask for support. When they do, the app shows it, and what they
          change is recorded under their own name.
        </li>
      </ul>
    ),
  },
  {
    id: 'listings-and-content',
    title: 'Listings and other content you provide',
    body: (
      <>
        <p>
          You are responsible for what you publish and send: listings, questionnaire answers, figures, documents and messages. It must be
          accurate to the best of your knowledge, and you must have the right to share it. Sellers must own, or be authorised to sell, the
          practice they list.
        </p>
        <p>
          You keep ownership of your content. You give us permission to host, copy, process and show it as needed to run Lexchange,
          including to prepare anonymised listing summaries and valuations. This permission ends when the content is deleted, except for
          copies we must keep under the <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
        <p>We may review listings before they are published, ask for changes, and decline or remove listings that break these terms.</p>
      </>
    ),
  },
  {
    id: 'professional-duties',
    title: 'Your professional duties',
    body: (
      <p>
        The sale of a law practice is governed by the rules of professional conduct where the practice is, such as ABA Model Rule 1.17.
        Sellers and buyers remain responsible for complying with them, including notice to clients, protecting client confidences during due
        diligence, and conflict checks. Nothing on Lexchange changes any member&apos;s duties to clients, courts or regulators.
      </p>
    ),
  },
  {
    id: 'valuations-and-verification',
    title: 'Valuations and verification',
    body: (
      <p>
        Instant valuations are estimates calculated from the figures you enter and published market ranges; expert valuations are the
        opinion of our staff on the information provided. Neither is an appraisal or a fairness opinion. A verification level means our
        staff reviewed the documents supplied at that time; it is not a guarantee of anyone&apos;s identity, ownership, finances or conduct.
      </p>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <p>
        Creating an account, listing, browsing and messaging are free. When a sale to a buyer introduced through Lexchange closes, the
        seller pays the success fee set out in the <Link to="/success-fee-terms">Success Fee Terms</Link>. Any other paid service shows its
        price before you incur a charge. You agree not to move a transaction introduced through Lexchange off the platform to avoid a fee.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You will not:</p>
        <ul>
          <li>post false, misleading, defamatory or unlawful content, or impersonate anyone;</li>
          <li>
            try to identify the firm behind an anonymised listing, or contact a listed practice&apos;s clients or staff about its sale;
          </li>
          <li>collect other members&apos; information, send unsolicited advertising, or copy listings or data rooms in bulk;</li>
          <li>upload malicious files, probe or overload our systems, or get around security or access controls; or</li>
          <li>use Lexchange for anything other than buying, selling or valuing law practices and the professional services around them.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    body: (
      <p>
        Lexchange&apos;s software, design, valuation method, texts and brand belong to us or our licensors. You may use them only to use
        Lexchange as these terms allow.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closing an account',
    body: (
      <p>
        We may suspend or close an account, or remove a listing, that breaks these terms, puts other members at risk, or must be removed by
        law; where we can, we will tell you why. You may close your account at any time. Confidentiality obligations, fees already earned
        and the sections on liability and disputes continue after an account closes.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        We work to keep Lexchange available, accurate and secure, but it is provided &quot;as is&quot; and &quot;as available&quot;. To the
        extent the law allows, we make no other promises about it, and we are not responsible for what members say or do, for the
        information they share, or for the outcome of any transaction.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limits on liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect, incidental or consequential losses, or for lost profits, revenue,
        clients or data; and our total liability to you for all claims is limited to the greater of the fees you paid us in the 12 months
        before the claim arose and $1,000. Nothing in these terms limits liability that the law does not allow to be limited.
      </p>
    ),
  },
  {
    id: 'indemnity',
    title: 'Your responsibility to us',
    body: (
      <p>
        If someone makes a claim against us because of content you provided, your breach of these terms or of the Confidentiality Terms, or
        your breach of a law or professional rule, you will cover our reasonable losses and costs from that claim.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules. Before starting
        proceedings, each side will try in good faith for 30 days to settle the dispute by negotiation. Disputes that remain go to the state
        or federal courts in Delaware, except that either side may seek urgent relief, such as an order to protect confidential information,
        in any competent court.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. The date at the top of this page shows the latest version. When a change is material we will tell you in
        the app or by e-mail before it takes effect; if you keep using Lexchange after that, the new terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms go to <a href={`mailto:${LEGAL_CONTACT.general}`}>{LEGAL_CONTACT.general}</a>. Members can also reach
        our team through Get expert help in the app.
      </p>
    ),
  },
];

export default function TermsAndConditions() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lead={
        <p>The rules for using Lexchange, the marketplace for buying and selling law practices. Please read them before you sign up.</p>
      }
      sections={sections}
    />
  );
}
