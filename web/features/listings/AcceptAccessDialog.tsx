import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DATA_ROOM_LOCKED_LABELS, folderName } from '../../../contracts/data-room/stages';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { fetchListing, listingKeys } from './listingsApi';

interface AcceptAccessDialogProps {
  listingId: number;
  buyerName: string;
  sellerName: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The seller confirms what accepting opens (issue 33): the firm's name and address, their own name, the folders open
 * "after access", and that later folders open as the deal reaches them.
 */
export function AcceptAccessDialog({ listingId, buyerName, sellerName, pending, onCancel, onConfirm }: AcceptAccessDialogProps) {
  const listing = useQuery({ queryKey: listingKeys.detail(listingId), queryFn: ({ signal }) => fetchListing(listingId, signal) });
  const confidential = listing.data?.confidential;
  const folders = confidential?.data_room_folders ?? [];
  const openNow = folders.filter((folder) => folder.opens_at === 'access');
  const later = folders.filter((folder) => folder.opens_at !== 'access');
  const firm = [confidential?.firm_name, confidential?.address, confidential?.city].filter(Boolean).join(', ');
  const filesIn = (folderId: number) => confidential?.media.filter((file) => file.folder_id === folderId).length ?? 0;

  return (
    <Modal show onHide={onCancel} centered aria-labelledby="accept-access-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="accept-access-title" as="h2" className="h5">
          Give {buyerName} access?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {listing.isPending ? (
          <LoadingSkeleton variant="lines" count={4} label="Reading what the buyer will see…" />
        ) : (
          <>
            <p>Accepting opens a deal and shows {buyerName}:</p>
            <ul className="accept-access__list">
              <li>
                Your firm’s name and address: <strong>{firm || 'not filled in yet'}</strong>
              </li>
              <li>
                Your name: <strong>{sellerName}</strong>
              </li>
              <li>The listing’s answers and financial figures</li>
              <li>
                {openNow.length === 0 ? (
                  'No data-room folder yet: every folder waits for a later stage'
                ) : (
                  <>
                    The data-room folders open after access:
                    <ul>
                      {openNow.map((folder) => (
                        <li key={folder.id}>
                          <strong>{folderName(folder)}</strong> ({filesIn(folder.id)} file
                          {filesIn(folder.id) === 1 ? '' : 's'})
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            </ul>
            {later.length > 0 ? (
              <p className="mb-2">
                Later folders open by themselves as the deal reaches them:{' '}
                {later.map((folder) => `${folderName(folder)} (${DATA_ROOM_LOCKED_LABELS[folder.opens_at].toLowerCase()})`).join('; ')}.
              </p>
            ) : null}
            <p className="small text-body-secondary mb-0">
              Their PDFs are stamped with their name and e-mail. You can revoke this access at any time from the deal page.
            </p>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="success" onClick={onConfirm} disabled={pending || listing.isPending}>
          Accept and give access
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
