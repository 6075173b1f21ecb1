/** The Lexchange marketplace terms every member accepts on /marketplace-terms. */
export const MARKETPLACE_TERMS_VERSION = 'Version 1.0 — effective on acceptance';

export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export const MARKETPLACE_TERMS: TermsSection[] = [
  {
    heading: '1. What Lexchange is',
    paragraphs: [
      'Lexchange is an online marketplace that introduces owners of law practices who want to sell all or part of a practice to attorneys, law firms and other qualified parties who want to acquire one. We provide listings, valuations, verification, messaging, deal tracking and access to experts.',
      'Lexchange is not a law firm and does not give legal, tax, accounting or investment advice. We are not a party to any sale and do not act as an escrow agent. Each member remains responsible for their own professional judgement and should retain their own counsel and advisers for any transaction.',
    ],
  },
  {
    heading: '2. Who may use the marketplace',
    paragraphs: [
      'You must be at least 18 years old and able to enter into binding contracts. Sellers must own, or be authorised to sell, the practice they list. Buyers who are attorneys must be members in good standing of at least one bar; buyers who are not attorneys may browse and value listings, but may only acquire an interest in a practice where the rules of professional conduct of the relevant jurisdiction allow it.',
      'You agree to keep your account details accurate, to keep your password and any two-factor device secure, and not to let anyone else use your account.',
    ],
  },
  {
    heading: '3. Confidentiality',
    paragraphs: [
      'The fact that a practice is for sale is itself confidential. Listings are anonymised until the seller, or Lexchange staff on the seller’s behalf, approves a buyer’s request for access. Before requesting access you must accept the listing’s confidentiality terms.',
      'Information you receive about another member’s practice — including its name, location, clients, staff, financial documents and questionnaire answers — may be used only to evaluate and negotiate the transaction it was shared for. You may not disclose it, contact the practice’s clients, staff or referral sources, or try to identify an anonymised practice by other means. These obligations survive the end of your account.',
      'Every opening of a financial document is authorised individually and recorded, and sellers can see who viewed what and when.',
    ],
  },
  {
    heading: '4. Professional-conduct obligations',
    paragraphs: [
      'Sales of law practices are governed by the rules of professional conduct in each jurisdiction, such as ABA Model Rule 1.17. Sellers and buyers remain solely responsible for complying with them, including giving clients the required written notice, protecting client confidences during due diligence, running conflict checks before client information is disclosed, and not increasing fees because of the sale.',
      'Nothing on Lexchange relieves any member of their duties to clients, courts or regulators.',
    ],
  },
  {
    heading: '5. Accuracy of what you share',
    paragraphs: [
      'You confirm that the information you publish or send — including revenue, earnings, case counts, fee figures and documents — is true, complete and not misleading to the best of your knowledge, and you will correct it promptly if it changes.',
      'Valuations produced by Lexchange are estimates based on the figures you provide and published market ranges. They are not appraisals or fairness opinions and must not be relied on as the sole basis for a decision.',
    ],
  },
  {
    heading: '6. Verification',
    paragraphs: [
      'We verify e-mail addresses and phone numbers for every member and offer further verification levels: Identity Verified, Owner Verified, Valuation Verified and Funds Verified. A verification level means our staff reviewed the documents you supplied at that time; it is not a guarantee of a member’s identity, ownership, finances or conduct. We may remove a level when the basis for it no longer holds.',
    ],
  },
  {
    heading: '7. Fees',
    paragraphs: [
      'Creating an account, browsing and listing are free unless we tell you otherwise before you incur a charge. When a sale between members introduced through Lexchange closes, a success fee is due as described in the Success Fee Terms, which form part of these terms. You agree not to take a transaction introduced through Lexchange off the platform to avoid that fee.',
    ],
  },
  {
    heading: '8. Conduct on the marketplace',
    paragraphs: [
      'You will not post unlawful, deceptive or defamatory content; impersonate anyone; harvest member data; send unsolicited advertising; upload malicious files; probe or disrupt the service; or use the marketplace for any purpose other than buying, selling or valuing law practices and related professional services.',
      'Messages between members may be reviewed by Lexchange staff acting as brokers or to keep the marketplace safe. When staff act on your account to help you, that is recorded.',
    ],
  },
  {
    heading: '9. Suspension and closing your account',
    paragraphs: [
      'We may suspend or close an account, or remove a listing, that breaks these terms, puts other members at risk, or is required to be removed by law. You may close your account at any time; confidentiality obligations and fees already earned continue to apply.',
    ],
  },
  {
    heading: '10. Liability',
    paragraphs: [
      'The marketplace is provided as it is. To the extent the law allows, Lexchange is not liable for the acts or omissions of members, for the outcome of any transaction, or for indirect or consequential losses, and our total liability to you is limited to the fees you paid us in the twelve months before the claim arose.',
    ],
  },
  {
    heading: '11. Changes and contact',
    paragraphs: [
      'We may update these terms. When a change is material we will tell you in the app or by e-mail before it takes effect, and ask you to accept the new version. Questions about these terms can be sent to our team through Get expert help.',
    ],
  },
];
