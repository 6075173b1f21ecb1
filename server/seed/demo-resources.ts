/**
 * The resources a fresh install starts with: guides and templates written for buying and selling US law
 * practices. Practical starting points, not legal advice: each template says what to check against state rules.
 */
import type { ResourceAudience, ResourceCategory, ResourceKind } from '../../contracts/resources/resources';

export interface DemoResource {
  title: string;
  summary: string;
  audience: ResourceAudience;
  kind: ResourceKind;
  category: ResourceCategory;
  body: string;
}

export const DEMO_RESOURCES: readonly DemoResource[] = [
  {
    title: 'Selling your practice: the first ninety days',
    summary: 'What to do before you list: gather three years of figures, decide what stays confidential and choose your timeline.',
    audience: 'seller',
    kind: 'article',
    category: 'Getting started',
    body: `<p>Most sales of a small law practice take nine to eighteen months from the first conversation to the last client file handed over. The first ninety days decide how smooth the rest will be.</p>
<h2>Weeks 1–4: know your numbers</h2>
<ul><li>Gross revenue for the last three full years, from your tax returns rather than your billing system.</li><li>Seller's discretionary earnings (SDE): net profit plus your own salary, benefits, one-off costs and personal expenses run through the firm.</li><li>Revenue by practice area, by billing method (hourly, flat fee, contingency) and by source (repeat clients, referrals, web).</li><li>Your ten largest clients as a share of revenue. Buyers discount a practice where one client pays a quarter of the bills.</li></ul>
<h2>Weeks 5–8: decide what you are selling</h2>
<p>Under ABA Model Rule 1.17 you sell the whole practice, or an entire area of practice, to one or more lawyers or firms. Decide whether the office lease, staff, phone number, website and firm name go with it, and how long you are willing to stay on to introduce clients.</p>
<h2>Weeks 9–12: list confidentially</h2>
<p>Your Lexchange listing shows buyers an anonymised face: practice areas, state and metro, revenue band and headcount. Your firm name, financial statements and questionnaire answers open only to a buyer you approve. Fill in the questionnaire fully: listings with usable information receive far more serious requests.</p>`,
  },
  {
    title: 'How law practices are valued',
    summary: 'Revenue multiples, earnings multiples and the factors that move a price up or down, explained with a worked example.',
    audience: 'both',
    kind: 'article',
    category: 'Valuation',
    body: `<p>There is no stock market for law firms, so value comes from two rules of thumb checked against each other.</p>
<h2>The revenue method</h2>
<p>Average gross revenue over up to three years, multiplied by a range that depends on the practice area. Published broker guides put personal injury around 0.9–1.5 times revenue, estate planning 0.6–1.0, family law 0.4–0.8. Recurring, document-driven work sells for more than one-off litigation.</p>
<h2>The earnings method</h2>
<p>Seller's discretionary earnings multiplied by 1.5 to 3.0 (up to 4.0 for exceptional practices). This is the figure a buyer's lender looks at, because it says what the practice can pay back.</p>
<h2>What moves the figure inside the range</h2>
<ul><li><strong>Transferability</strong>: clients who know the firm's name and staff stay; clients who only know the owner leave.</li><li><strong>Concentration</strong>: no single client above 10–15% of revenue.</li><li><strong>Referral sources</strong> that survive the owner: a website, a referral network, repeat business.</li><li><strong>Pipeline</strong>: open contingency matters are valued separately, as expected fees times a probability, discounted for time.</li></ul>
<h2>A worked example</h2>
<p>An estate-planning firm with $900,000 average revenue and $310,000 SDE: the revenue method gives $540,000–$900,000, the earnings method $465,000–$930,000. With strong repeat business and trained staff the price lands in the upper half, around $750,000.</p>`,
  },
  {
    title: 'Client notice letter under ABA Model Rule 1.17',
    summary: 'A template notice to your clients announcing the sale, their right to other counsel and the 90-day window.',
    audience: 'seller',
    kind: 'template',
    category: 'Ethics and client notice',
    body: `<p><em>Check your state's version of Rule 1.17 before sending: some states require notice by certified mail, publication, or court approval for clients who cannot be reached. Send one letter per client; do not disclose one client's matters to another.</em></p>
<hr>
<p>[Date]</p>
<p>[Client name]<br>[Address]</p>
<p>Re: The transfer of my law practice</p>
<p>Dear [Client name],</p>
<p>I am writing to let you know that I will be [retiring / closing my practice in (area of practice)] and have agreed to transfer my practice to [Buyer lawyer or firm], [address], effective on or after [proposed date, at least 90 days from this notice].</p>
<p>You have the right to:</p>
<ol><li>Retain [Buyer] to continue handling your matters, on the same fee terms you have with me.</li><li>Choose any other lawyer, and ask me to send your file to them.</li><li>Take possession of your file yourself.</li></ol>
<p>If I do not hear from you within 90 days of receiving this letter, your consent to the transfer of your file to [Buyer] will be presumed, as the rules of professional conduct allow. Your fees will not increase because of the sale.</p>
<p>[Buyer] has been told only what is needed to check for conflicts of interest. If you have questions, please call me at [phone] or write to [e-mail].</p>
<p>Sincerely,<br>[Your name]<br>[Bar number]</p>`,
  },
  {
    title: 'Preparing your practice for due diligence',
    summary: 'The documents a serious buyer will ask for, and how to have them ready before the letter of intent.',
    audience: 'seller',
    kind: 'article',
    category: 'Preparing the practice',
    body: `<p>Deals stall in due diligence when the seller has to dig for documents. Put these in your data room before you accept a letter of intent.</p>
<h2>Financial</h2>
<ul><li>Three years of tax returns and profit-and-loss statements, and the current year to date.</li><li>Accounts receivable and work-in-progress ageing reports.</li><li>Trust account reconciliations for the last twelve months (three-way: bank, ledger, client balances).</li></ul>
<h2>Clients and matters</h2>
<ul><li>An anonymised list of open matters with practice area, stage, fee arrangement and expected fees.</li><li>Your standard engagement letters and fee agreements.</li><li>Malpractice insurance declarations and claims history.</li></ul>
<h2>Operations</h2>
<ul><li>Office lease, equipment leases and software subscriptions, with their transfer terms.</li><li>Staff roles, tenure and pay (without names until a match is accepted).</li><li>File retention policy and where closed files are stored.</li></ul>
<p>Only buyers you approve see the data room, and you can see who downloaded each file and when.</p>`,
  },
  {
    title: 'Planning the transition of clients and staff',
    summary: 'How long to stay on, how to introduce the buyer, and how to keep staff through the change.',
    audience: 'seller',
    kind: 'article',
    category: 'Transition',
    body: `<p>A practice is worth what stays after you leave. Buyers often pay part of the price over one to three years, tied to how much revenue carries over, so a careful transition is in your interest too.</p>
<h2>Stay on long enough</h2>
<p>Six to twelve months of part-time transition is common: you co-sign letters, attend first meetings and hand over referral relationships personally.</p>
<h2>Introduce, don't announce</h2>
<p>After the Rule 1.17 notice period, call your most important clients yourself. A joint lunch with a referral source does more than any letter.</p>
<h2>Keep the staff</h2>
<p>Clients call the paralegal they know. Agree with the buyer before closing which staff are offered positions, on what terms, and tell them together, the same day.</p>`,
  },
  {
    title: 'Mutual non-disclosure agreement (NDA)',
    summary: 'A two-way confidentiality agreement for the talks between a selling and a buying lawyer.',
    audience: 'both',
    kind: 'template',
    category: 'Deal documents',
    body: `<p><em>A starting point for negotiation, not legal advice. Client identities and confidential information remain protected by the rules of professional conduct whatever this agreement says.</em></p>
<hr>
<p><strong>Mutual Non-Disclosure Agreement</strong></p>
<p>This agreement is made on [date] between [Seller lawyer or firm] ("Seller") and [Buyer lawyer or firm] ("Buyer").</p>
<ol><li><strong>Purpose.</strong> The parties are discussing the possible acquisition of Seller's law practice (the "Transaction").</li><li><strong>Confidential Information.</strong> All financial, operational and client-related information disclosed by either party, in any form, including the fact that Seller is considering a sale.</li><li><strong>Client information.</strong> Seller will disclose client information only as needed to detect conflicts of interest, as permitted by Rule 1.6(b)(7) and its state equivalent. Buyer will use it for no other purpose.</li><li><strong>Use and protection.</strong> Each party will use Confidential Information only to evaluate the Transaction and will protect it with at least reasonable care.</li><li><strong>Non-solicitation.</strong> For [18] months Buyer will not solicit Seller's clients or employees except through the Transaction.</li><li><strong>Return or destruction.</strong> On request or if talks end, each party returns or destroys the other's Confidential Information and confirms it in writing.</li><li><strong>Term.</strong> Obligations last [three] years from the date of this agreement.</li><li><strong>Governing law.</strong> [State].</li></ol>
<p>Signed: ____________________ (Seller) &nbsp; ____________________ (Buyer)</p>`,
  },
  {
    title: 'Letter of intent checklist',
    summary: 'Every term a law-practice letter of intent should settle before due diligence begins.',
    audience: 'both',
    kind: 'template',
    category: 'Deal documents',
    body: `<p>A letter of intent (LOI) is mostly non-binding, but the terms it settles rarely move afterwards. Check each of these is covered.</p>
<ul><li><strong>What is sold</strong>: the whole practice or an entire area of practice (Rule 1.17), goodwill, files, equipment, phone numbers, domain and firm name.</li><li><strong>Price</strong> and how it is paid: cash at closing, seller financing (rate, term, security), and any earn-out based on collected fees from transferred clients.</li><li><strong>Work in progress and receivables</strong>: who collects fees on matters open at closing, and how they are split.</li><li><strong>Contingency matters</strong>: fee division with the client's written consent, as Rule 1.5(e) requires.</li><li><strong>Seller's transition</strong>: duration, hours, pay and title during the transition.</li><li><strong>Staff</strong>: who is offered employment and on what terms.</li><li><strong>Non-competition</strong>: limited to what the rules allow (Rule 5.6 restricts agreements that limit a lawyer's right to practise).</li><li><strong>Malpractice tail coverage</strong>: who buys it and for how long.</li><li><strong>Due diligence period</strong>, exclusivity and the binding confidentiality clause.</li><li><strong>Client notice</strong>: who sends it, when, and the 90-day window before closing.</li><li><strong>Conditions</strong>: financing, lease assignment, bar or court approvals.</li></ul>`,
  },
  {
    title: 'What to expect from a call with a Lexchange expert',
    summary: 'How our brokers help with pricing, introductions, negotiation and the paperwork, and how to book them.',
    audience: 'both',
    kind: 'article',
    category: 'Getting started',
    body: `<p>Our experts have bought, sold or advised on law-practice transitions. A 30-minute call is free for members.</p>
<ul><li><strong>Before listing or buying</strong>: is now the right time, what is the practice likely worth, what should be fixed first.</li><li><strong>During talks</strong>: how to read a counterpart's figures, what a fair letter of intent looks like, how to structure seller financing.</li><li><strong>Before closing</strong>: the client notice, trust account transfer, malpractice tail and the first weeks after the handover.</li></ul>
<p>Choose <strong>Book a call</strong> in the menu to pick a time. Bring your questionnaire figures and any documents you want to discuss; everything you share stays confidential.</p>`,
  },
  {
    title: 'Buying your first practice: a roadmap',
    summary: 'From defining what you want to the first year after closing, in eight steps.',
    audience: 'buyer',
    kind: 'article',
    category: 'Getting started',
    body: `<p>Buying a practice is the fastest way to grow a book of business, and the most common mistakes are made before the first offer.</p>
<ol><li><strong>Define the fit</strong>: practice areas you can serve with your current team, states where you are admitted, revenue and price range. Your Buyer Customization turns this into a saved search.</li><li><strong>Line up financing</strong> before you make offers (see "Financing a law-practice acquisition").</li><li><strong>Get verified</strong>: sellers approve verified buyers first, and funds verification opens listings that require it.</li><li><strong>Ask for access</strong> to listings that fit, and accept their confidentiality terms.</li><li><strong>Run conflicts early</strong>: a conflict that blocks the deal is best found in week one.</li><li><strong>Offer with a letter of intent</strong> that settles price, structure and transition.</li><li><strong>Do your due diligence</strong>: trust accounts, receivables, open matters, staff.</li><li><strong>Plan the first year</strong>: keep the seller visible, keep the staff, call the top clients.</li></ol>`,
  },
  {
    title: 'Financing a law-practice acquisition',
    summary: 'SBA 7(a) loans, seller financing and earn-outs: how buyers usually pay, and what lenders ask for.',
    audience: 'buyer',
    kind: 'article',
    category: 'Financing',
    body: `<p>Few buyers pay all cash. Most deals combine two or three of these.</p>
<h2>SBA 7(a) loans</h2>
<p>Up to $5 million, terms up to 10 years for goodwill, typically with 10% buyer equity. Lenders look at the practice's SDE (they want it to cover the loan payments about 1.25 times) and at your experience in the practice area.</p>
<h2>Seller financing</h2>
<p>The seller accepts part of the price (often 10–30%) as a note paid over three to five years. It shows the seller believes the clients will stay, and lenders often count it towards your equity when it is on standby.</p>
<h2>Earn-outs</h2>
<p>A share of fees collected from transferred clients over one to three years. Fair to both sides when client retention is uncertain, but define "collected fees" and the reporting precisely.</p>
<h2>What to prepare</h2>
<ul><li>Personal financial statement and three years of your own returns.</li><li>Your firm's financials, if you are buying into an existing firm.</li><li>A short plan for the acquired practice: who runs it, how you keep clients.</li></ul>
<p>A proof-of-funds or financing letter earns the Funds Verified badge on Lexchange.</p>`,
  },
  {
    title: 'Due diligence checklist for buyers',
    summary: "What to check in a seller's data room: trust accounts, receivables, open matters, malpractice history.",
    audience: 'buyer',
    kind: 'template',
    category: 'Due diligence',
    body: `<h2>Money</h2>
<ul><li>Reconcile three years of revenue with tax returns; ask why any year moved by more than 15%.</li><li>Recast SDE yourself: add back only what really stops after the sale.</li><li>Trust account: twelve months of three-way reconciliations; no commingling; no negative client balances.</li><li>Receivables and work in progress by age; anything over 120 days is worth little.</li></ul>
<h2>Clients</h2>
<ul><li>Concentration: top ten clients' share of revenue.</li><li>Repeat and referral share; where new matters came from last year.</li><li>Open matters by stage, deadline and fee arrangement; any statute-of-limitations exposure.</li></ul>
<h2>Risk</h2>
<ul><li>Malpractice claims and bar complaints, open or closed, for ten years.</li><li>Conflicts between the seller's clients and yours.</li><li>Lease, software and employment obligations you would inherit.</li></ul>`,
  },
  {
    title: 'Engagement letter for transferred clients',
    summary: 'A template engagement letter for a client who stays with you after buying the practice.',
    audience: 'buyer',
    kind: 'template',
    category: 'Transition',
    body: `<p><em>Adapt to your state's rules on fee agreements (some require writing for all matters, some for contingency only). Rule 1.17(d) does not allow fees to rise because of the sale.</em></p>
<hr>
<p>[Date]</p>
<p>Dear [Client name],</p>
<p>Thank you for choosing to continue your matter, [matter description], with [Your firm] following [Seller]'s transfer of [his/her/their] practice to us.</p>
<ol><li><strong>Scope.</strong> We will [describe the services]. Work outside this scope needs a new agreement.</li><li><strong>Fees.</strong> Your fees remain as agreed with [Seller]: [hourly rates / flat fee / contingency percentage]. They will not increase because of the transfer.</li><li><strong>Your file.</strong> We have received your file from [Seller]. You may ask for a copy at any time.</li><li><strong>Trust funds.</strong> [Amount] held in trust for you has been transferred to our client trust account.</li><li><strong>Responsible lawyer.</strong> [Name] will handle your matter; [Seller] remains available to us during the transition.</li><li><strong>Ending the engagement.</strong> You may end this engagement at any time; we may withdraw as the rules of professional conduct allow.</li></ol>
<p>Please sign and return a copy to confirm.</p>
<p>____________________ [Your name], [Your firm] &nbsp; ____________________ [Client]</p>`,
  },
  {
    title: 'Keeping the clients you bought',
    summary: 'The first twelve months after closing decide how much of the revenue you paid for stays.',
    audience: 'buyer',
    kind: 'article',
    category: 'Transition',
    body: `<p>Buyers who keep 85% or more of the clients do the same few things.</p>
<ul><li><strong>Keep the seller visible</strong> for the agreed transition: joint letters, joint meetings, the seller's name on the door for a while where the rules allow.</li><li><strong>Keep the phone number, the staff and the office</strong> if you can. Change one thing at a time.</li><li><strong>Call the top twenty clients</strong> in the first month, with the seller if possible.</li><li><strong>Honour existing fee arrangements</strong>; the rules require it and clients notice.</li><li><strong>Thank the referral sources</strong>: the accountants, financial planners and other lawyers who sent work to the seller.</li></ul>`,
  },
];
