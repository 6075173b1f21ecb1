import { Link } from 'react-router';
import { formatMoney } from '../../../contracts/format/currency';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { LEGAL_CONTACT } from './legalMeta';
import { SUCCESS_FEE_BANDS, SUCCESS_FEE_MINIMUM, SUCCESS_FEE_MINIMUM_CAP_RATE, SUCCESS_FEE_TAIL_MONTHS, successFee } from './successFee';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function bandLabel(from: number, to: number | null): string {
  if (from === 0) return `The first ${formatMoney(to)}`;
  if (to === null) return `Everything above ${formatMoney(from)}`;
  return `From ${formatMoney(from + 1)} to ${formatMoney(to)}`;
}

const EXAMPLES = [
  { price: 150_000, note: 'The bands give $7,500, so the minimum applies.' },
  { price: 650_000, note: 'All of it falls in the first band.' },
  { price: 1_800_000, note: `${formatMoney(50_000)} on the first $1,000,000 plus ${formatMoney(32_000)} on the next $800,000.` },
];

const sections: LegalSection[] = [
  {
    id: 'summary',
    title: 'In short',
    body: (
      <ul>
        <li>Joining, listing, browsing, messaging and instant valuations are free.</li>
        <li>The seller pays one success fee, and only if a sale to a buyer introduced through Lexchange closes.</li>
        <li>The fee is a percentage of the price, lower as the price rises, with a minimum. Buyers pay no success fee.</li>
      </ul>
    ),
  },
  {
    id: 'when-due',
    title: 'When the fee is earned',
    body: (
      <>
        <p>
          The fee is earned when a seller completes a Sale to a buyer Introduced through Lexchange, within {SUCCESS_FEE_TAIL_MONTHS} months
          of the Introduction. This holds even if the listing was withdrawn, the Sale was finished outside Lexchange, or either side has
          closed their account.
        </p>
        <p>
          A buyer is <strong>Introduced</strong> when they are approved for access to the seller&apos;s listing, are matched with the seller
          in a Lexchange chat, or first contact the seller through Find a Buyer or Find a Seller. It includes companies the buyer controls
          or works for in the deal.
        </p>
        <p>
          A <strong>Sale</strong> is any transfer of all or part of the practice: its client files and goodwill, an equity interest, or a
          merger into the buyer&apos;s firm.
        </p>
      </>
    ),
  },
  {
    id: 'amount',
    title: 'How much it is',
    body: (
      <>
        <p>The fee is worked out on the Transaction Value in bands, like income tax: each rate applies only to its own slice.</p>
        <div className="table-responsive">
          <table className="table table-sm align-middle" style={{ maxWidth: '30rem' }}>
            <caption className="small">Success fee bands</caption>
            <thead>
              <tr>
                <th scope="col">Part of the Transaction Value</th>
                <th scope="col" className="text-end">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody>
              {SUCCESS_FEE_BANDS.map((band) => (
                <tr key={band.from}>
                  <td>{bandLabel(band.from, band.to)}</td>
                  <td className="text-end">{percent(band.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          The minimum fee is {formatMoney(SUCCESS_FEE_MINIMUM)}, but never more than {percent(SUCCESS_FEE_MINIMUM_CAP_RATE)} of the
          Transaction Value.
        </p>
        <p>
          The <strong>Transaction Value</strong> is everything the buyer gives for the practice: cash at closing, deferred and installment
          payments, notes the seller accepts (seller financing), earn-outs and other contingent payments, liabilities the buyer takes on,
          and the value of any equity the seller receives. It does not include the seller&apos;s salary for working in the practice after
          the Sale, or amounts for accounts receivable and work in progress that the seller would have collected anyway, when the purchase
          agreement lists them separately.
        </p>
      </>
    ),
  },
  {
    id: 'examples',
    title: 'Examples',
    body: (
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">Transaction Value</th>
              <th scope="col">Success fee</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLES.map((example) => (
              <tr key={example.price}>
                <td>{formatMoney(example.price)}</td>
                <td>{formatMoney(successFee(example.price))}</td>
                <td className="small">{example.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'payment',
    title: 'When and how it is paid',
    body: (
      <>
        <p>
          The part of the fee that matches the consideration paid at closing is due at closing. The seller instructs the closing agent or
          escrow to pay it from the closing funds, or pays it within 10 days.
        </p>
        <p>
          The rest is paid as the seller receives the later payments: within 30 days of each installment, note payment or earn-out payment,
          in proportion to it. If a contingent payment is never earned, no fee is due on it.
        </p>
        <p>Invoices are in US dollars. Late amounts bear interest at 1% a month, or the highest rate the law allows if that is lower.</p>
      </>
    ),
  },
  {
    id: 'reporting',
    title: 'Telling us about the deal',
    body: (
      <p>
        Seller and buyer each tell Lexchange within 5 business days of signing a letter of intent and of closing, and the seller sends the
        closing statement and the payment terms of the purchase agreement so the fee can be calculated. Closing a deal outside Lexchange or
        changing its structure to avoid the fee does not remove it; a buyer who helps hide a Sale from us is responsible for the fee
        together with the seller.
      </p>
    ),
  },
  {
    id: 'professional-rules',
    title: 'Professional-conduct rules',
    body: (
      <p>
        The success fee is charged on the price of the practice. It is not calculated from, or paid out of, fees for legal services, and
        Lexchange does not refer clients or take part in the practice of law. Rules on paying intermediaries differ between states, so
        sellers should confirm with their own counsel or state bar that the fee is permitted where they practice. If a rule of professional
        conduct does not allow the fee as described here, we will agree a compliant alternative, such as a fixed fee, in good faith.
      </p>
    ),
  },
  {
    id: 'other-services',
    title: 'Other services',
    body: (
      <p>
        Expert valuations, expert help and other paid services, if any, are priced separately, and we always tell you the price before you
        incur a charge.
      </p>
    ),
  },
  {
    id: 'questions',
    title: 'Questions and disputes',
    body: (
      <p>
        If you disagree with an invoice, tell us within 30 days at <a href={`mailto:${LEGAL_CONTACT.general}`}>{LEGAL_CONTACT.general}</a>;
        we will review the calculation with you and pay any undisputed part promptly. Disputes that remain are handled as set out in the{' '}
        <Link to="/terms-and-conditions">Terms and Conditions</Link>, of which these terms form part.
      </p>
    ),
  },
];

export default function SuccessFeeTerms() {
  return (
    <LegalDocument
      title="Success Fee Terms"
      lead={<p>Lexchange is paid when a sale closes, not before. These terms set out who pays, how much, and when.</p>}
      sections={sections}
    />
  );
}
