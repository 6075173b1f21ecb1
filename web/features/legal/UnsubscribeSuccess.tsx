import { Link } from 'react-router';

/** Where the one-click unsubscribe link of a notification e-mail lands (docs/product.md "Notifications"). */
export default function UnsubscribeSuccess() {
  return (
    <section className="card mx-auto text-center" style={{ maxWidth: '34rem' }} aria-labelledby="unsubscribed-title">
      <div className="card-body p-4 p-md-5">
        <div className="display-6 text-success mb-3" aria-hidden="true">
          <i className="bi bi-envelope-check" />
        </div>
        <h1 id="unsubscribed-title" className="h3 mb-3">
          You have been unsubscribed
        </h1>
        <p className="mb-2">
          We will stop sending you e-mails of this kind. It can take a few minutes for a message already on its way to arrive.
        </p>
        <p className="text-body-secondary small mb-4">
          Notifications inside Lexchange stay on, and we still e-mail you about your account, such as verification links and password
          resets.
        </p>
        <Link to="/settings/notification" className="btn btn-primary">
          Notification settings
        </Link>
        <p className="small text-body-secondary mt-3 mb-0">You will be asked to log in first if you are not logged in.</p>
      </div>
    </section>
  );
}
