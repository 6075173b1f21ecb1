/** Settings → Notification. Per-event e-mail choices arrive with the messaging work; until then the page says what happens now. */
export default function NotificationTab() {
  return (
    <section className="card" style={{ maxWidth: '52rem' }} aria-labelledby="notification-settings-heading">
      <div className="card-body p-3 p-md-4">
        <h2 id="notification-settings-heading" className="h5">
          Notification settings
        </h2>
        <p className="badge text-bg-light border fw-medium mb-3">
          <i className="bi bi-hourglass-split me-1" aria-hidden="true" /> Not available yet
        </p>
        <p>
          Choosing which events also reach you by e-mail is not built yet, so there is nothing to change on this page today.
        </p>
        <p>When it is ready you will be able to turn e-mail on or off, one by one, for:</p>
        <ul>
          <li>new messages and introduction requests;</li>
          <li>access requests, matches and deal stage changes;</li>
          <li>listing approvals and feedback, verification results and completed valuations;</li>
          <li>booked call reminders and new listings that fit your Buyer Customization.</li>
        </ul>
        <p className="mb-0 text-body-secondary">
          Notifications inside Lexchange (the bell at the top of every page) always stay on. Account e-mails, such as verification links and password resets, are always sent.
        </p>
      </div>
    </section>
  );
}
